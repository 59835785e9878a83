import type { Tenant } from '../../../finance/cash-flow/types'
import type { ScenarioStore } from '../scenario/scenario-store'
import type { ImportSource } from './import/import-plan'
import {
  copyText,
  overflowQuestion,
  pasteAt,
  pastedMessage,
  type GridMessage,
} from './cell-actions'
import type { CellRef } from './grid-port'

export interface ClipboardHost {
  store: ScenarioStore
  /** The rows in the order the grid shows them. */
  rows(): Tenant[]
  picked(): readonly string[]
  today(): Date
  say(message: GridMessage): void
  focusCell(cell: CellRef): void
}

/**
 * The rent roll's copy and paste: rows pasted from a spreadsheet onto a cell (lines that do not
 * fit asked about first), a pasted block with a header row handed to Import Rent Roll, and what
 * Ctrl+C copies.
 */
export class RentRollClipboard {
  private readBlock: ((source: ImportSource) => void) | null = null

  constructor(private readonly host: ClipboardHost) {}

  /** Where a pasted block with a header row goes: Import Rent Roll, which reads it as a file. */
  readPastedBlocksWith(read: ((source: ImportSource) => void) | null) {
    this.readBlock = read
  }

  /** Rows pasted from a spreadsheet on `at` (null: the empty rent roll). */
  paste(text: string, at: CellRef | null) {
    const { store } = this.host
    const { scenario } = store.getModel()
    const rows = this.host.rows()
    const now = { rows, tenants: scenario.tenants, today: this.host.today(), scenario }
    const pasted = pasteAt(text, at, now)
    if (pasted.kind === 'block') return this.readBlock?.(pasted.source)
    const { tenants, report, focus } = pasted
    const apply = () => {
      this.host.say(pastedMessage(report))
      if (report.addedRows + report.updatedRows === 0) return
      store.dispatch({ type: 'setTenants', tenants })
      if (focus) this.host.focusCell(focus)
    }
    // Lines that do not fit are named before anything is pasted without them.
    const question = overflowQuestion(report, apply)
    if (question) this.host.say(question)
    else apply()
  }

  /** What Ctrl+C puts on the clipboard: the rows picked, or else the focused cell. */
  copyText(at: CellRef | null): string | null {
    return copyText(this.host.rows(), this.host.picked(), at)
  }
}
