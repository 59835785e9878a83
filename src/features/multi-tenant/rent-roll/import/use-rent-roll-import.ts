import { useRef, useState, type DragEvent } from 'react'
import type { ColumnMapping } from './find-header'
import { describeImport, type ImportReportText } from './import-report-text'
import {
  headerOf,
  importedRentRoll,
  importSource,
  type ImportMode,
  type ImportPlan,
  type ImportSource,
} from './import-plan'
import { rememberMapping } from './mapping-memory'
import { readImportFile } from './read-import-file'
import { openStorage } from '../../scenario/scenario-storage'
import type { Tenant } from '../../../../finance/cash-flow/types'

/** Where Import Rent Roll is: nothing shown, a file being read, the mapping step, the outcome. */
export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'mapping'; source: ImportSource }
  | { kind: 'done'; fileName: string; text: ImportReportText }
  | { kind: 'failed'; fileName: string; message: string }

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * Import Rent Roll: a file chosen with the button or dropped on the rent roll is read (nothing
 * changes yet), the mapping step shows it, and Import hands the rent roll it makes to `apply`
 * (the editor: one change, so one Ctrl+Z undoes it), remembers the mapping for the file's headers and shows the
 * report. Focus goes back to the button when the step closes.
 */
export function useRentRollImport(tenants: Tenant[], apply: (tenants: Tenant[]) => void) {
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' })
  const [storage] = useState(openStorage)
  /** Counts the times the mapping step closed: the button takes focus back each time. */
  const [closings, setClosings] = useState(0)
  /** The last file asked for: a slower read of an earlier one comes to nothing. */
  const lastFile = useRef(0)

  async function open(file: File) {
    const asked = ++lastFile.current
    setPhase({ kind: 'reading', fileName: file.name })
    const read = await readImportFile(file)
    if (asked !== lastFile.current) return
    const found = read.ok ? importSource(file.name, read.sheets) : read
    setPhase(
      found.ok
        ? { kind: 'mapping', source: found.source }
        : { kind: 'failed', fileName: file.name, message: found.message },
    )
  }

  function close(next: ImportPhase) {
    setPhase(next)
    setClosings((count) => count + 1)
  }

  return {
    phase,
    storage,
    closings,
    open: (file: File | undefined) => {
      if (file) void open(file)
    },
    dismiss: () => setPhase({ kind: 'idle' }),
    cancel: () => close({ kind: 'idle' }),
    importRows(source: ImportSource, plan: ImportPlan, mode: ImportMode, mapping: ColumnMapping) {
      apply(importedRentRoll(tenants, plan, mode))
      rememberMapping(storage, headerOf(source), mapping)
      close({ kind: 'done', fileName: source.fileName, text: describeImport(plan.result.report) })
    },
    /** A file dragged over the rent roll may be dropped there. */
    dropProps: {
      onDragOver(event: DragEvent) {
        if (hasFiles(event)) event.preventDefault()
      },
      onDrop(event: DragEvent) {
        const file = event.dataTransfer.files[0]
        if (!file) return
        event.preventDefault()
        void open(file)
      },
    },
  }
}

export type RentRollImport = ReturnType<typeof useRentRollImport>
