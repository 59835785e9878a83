import type { Scenario, Tenant } from '../../../../finance/cash-flow/types'
import { TENANT_COLUMNS } from '../../../../finance/field-table'
import { emptyScenario, newTenant } from '../../scenario/scenario-defaults'
import { ScenarioStore } from '../../scenario/scenario-store'
import type { CellRef, GridPort } from '../grid-port'
import type { KeyPress } from '../keymap'
import { RentRollEditor } from '../rent-roll-editor'

/** A key as a test presses it: 'a', 'Tab', 'Shift+Tab', 'Enter', 'Control+d'… */
export function keyPress(name: string): KeyPress {
  const parts = name.split('+')
  const key = parts.length > 1 && parts.at(-1) === '' ? '+' : parts.at(-1)!
  return {
    key: key === 'Space' ? ' ' : key,
    shift: parts.includes('Shift'),
    ctrl: parts.includes('Control'),
    alt: parts.includes('Alt'),
    composing: false,
  }
}

/**
 * A GridPort for the editor's unit tests: a grid that shows the store's rows only when told to
 * (`render`, as AG Grid does a frame after a change), with focus, one editor, and the grid's own
 * handling of the keys the editor leaves to it (type to edit, Tab and Enter commit and move).
 * `press` and `type` go through the editor first, as the page's capture listener does.
 */
export class FakeGridPort implements GridPort {
  shown: string[] = []
  focus: CellRef | 'sink' | 'addButton' | null = null
  editor: { cell: CellRef; text: string } | null = null
  private waits: { rowId: string; resolve: (shown: boolean) => void }[] = []
  /** Set: focus and editors land only when the test calls `land()` (a busy page). */
  landLater = false
  private landings: (() => void)[] = []

  constructor(
    private readonly store: ScenarioStore,
    private readonly rentRoll: () => RentRollEditor,
  ) {}

  /** Shows the store's rows (what AG Grid does once React hands it the new rows). */
  render() {
    this.shown = this.store.getModel().scenario.tenants.map(({ id }) => id)
    const waiting = this.waits
    this.waits = []
    for (const wait of waiting)
      if (this.shown.includes(wait.rowId)) wait.resolve(true)
      else this.waits.push(wait)
  }

  shownRowIds() {
    return [...this.shown]
  }

  focusedCell() {
    return typeof this.focus === 'object' ? this.focus : null
  }

  editing() {
    return this.editor && { cell: this.editor.cell, text: this.editor.text }
  }

  whenRowShown(rowId: string, signal: AbortSignal) {
    if (this.shown.includes(rowId)) return Promise.resolve(true)
    return new Promise<boolean>((resolve) => {
      this.waits.push({ rowId, resolve })
      signal.addEventListener('abort', () => resolve(false))
    })
  }

  async focusCell(cell: CellRef, signal = new AbortController().signal) {
    if (!(await this.whenRowShown(cell.rowId, signal)) || !(await this.landing(signal)))
      return false
    this.focus = cell
    return true
  }

  async openEditor(cell: CellRef, text: string, signal = new AbortController().signal) {
    if (!(await this.whenRowShown(cell.rowId, signal)) || !(await this.landing(signal)))
      return false
    this.focus = cell
    this.editor = { cell, text }
    return true
  }

  /** Lets focus land where it was asked to (with `landLater`). */
  land() {
    const landings = this.landings
    this.landings = []
    for (const land of landings) land()
  }

  private landing(signal: AbortSignal): Promise<boolean> {
    if (!this.landLater) return Promise.resolve(true)
    return new Promise((resolve) => {
      this.landings.push(() => resolve(!signal.aborted))
      signal.addEventListener('abort', () => resolve(false))
    })
  }

  setEditorText(text: string) {
    if (this.editor) this.editor.text = text
  }

  stopEditing(cancel: boolean) {
    const open = this.editor
    this.editor = null
    if (open && !cancel) this.rentRoll().editCell(open.cell.rowId, open.cell.colId, open.text)
  }

  commitAndMoveTo(to: CellRef) {
    this.stopEditing(false)
    this.focus = to
  }

  focusKeySink() {
    this.focus = 'sink'
  }

  focusAddButton() {
    this.focus = 'addButton'
  }

  markRows() {}

  /** A key pressed on the page: the editor first (capture phase), then the grid. */
  press(press: KeyPress | string) {
    const key = typeof press === 'string' ? keyPress(press) : press
    const inRentRoll = this.focus !== null && this.focus !== 'addButton'
    if (this.rentRoll().onKey(key, inRentRoll)) return
    if (this.focus === 'sink') return
    this.gridKey(key)
  }

  /** Characters typed one key at a time, as `keyboard.type` does. */
  type(text: string) {
    for (const char of text) this.press(char)
  }

  /** What AG Grid does with a key the editor leaves to it. */
  private gridKey(press: KeyPress) {
    const at = this.focusedCell()
    if (!at) return
    if (press.key === 'Tab') return this.tab(at, press.shift)
    if (press.key === 'Enter') return this.enter(at)
    if ([...press.key].length !== 1 || press.ctrl) return
    if (this.editor) this.editor.text += press.key
    else this.editor = { cell: at, text: press.key }
  }

  private tab(at: CellRef, backwards: boolean) {
    const editing = this.editor !== null
    const next = this.rentRoll().tabTarget(at, backwards, editing)
    if (next === 'stay') return this.stopEditing(false)
    this.stopEditing(false)
    this.focus = next === 'leave' ? null : next
  }

  /** Enter commits an open editor, and moves down (the grid's enterNavigatesVertically). */
  private enter(at: CellRef) {
    this.stopEditing(false)
    const row = this.shown.indexOf(at.rowId)
    if (row + 1 < this.shown.length) this.focus = { rowId: this.shown[row + 1]!, colId: at.colId }
  }

  /** The shown row `row` and column `column` (an index into the rent roll's columns). */
  cell(row: number, column: number | string): CellRef {
    const colId = typeof column === 'string' ? column : TENANT_COLUMNS[column]!.field
    return { rowId: this.shown[row]!, colId }
  }
}

/** The editor's tests run on this day. */
export const TODAY = new Date(2026, 5, 15, 12)

/** The page's analysis, asked ahead for an edit: the test answers when it wants, or never. */
export function slowAnalysis() {
  const asked: Scenario[] = []
  let answer = () => {}
  const askAhead = (scenario: Scenario) => {
    asked.push(scenario)
    return new Promise<void>((resolve) => (answer = resolve))
  }
  return { asked, askAhead, answer: () => answer() }
}

/** A valid tenant of `squareFootage` at $20/SF, id `id-<name>`. */
export function tenant(name: string, squareFootage: number, rows: Tenant[] = []): Tenant {
  return { ...newTenant(rows, TODAY, `id-${name}`), name, squareFootage, baseRent: 20 }
}

/** An editor on a store of `tenants`, with a fake grid that shows them. */
export function setUpEditor(tenants: Tenant[] = []) {
  const store = new ScenarioStore({ ...emptyScenario(), tenants })
  const analysis = slowAnalysis()
  const editor = new RentRollEditor({ store, analysis, today: () => TODAY })
  const grid = new FakeGridPort(store, () => editor)
  editor.connect(grid)
  grid.render()
  const rows = () => store.getModel().scenario.tenants
  const names = () => rows().map(({ name }) => name)
  return { store, editor, grid, analysis, rows, names }
}
