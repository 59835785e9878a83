import {
  LEASE_TYPES,
  type LeaseType,
  type TenantFieldKind,
  type TenantStatus,
} from '../../../finance/field-table'

/**
 * What each key does in the rent roll, in each state of the editing: one table, read top to
 * bottom, the first row that matches wins. Pure: the editor (rent-roll-editor.ts) asks it and
 * does what it says; nothing here touches the page.
 */

/** A key press, as the keymap sees it (Ctrl and Cmd are one). */
export interface KeyPress {
  key: string
  shift: boolean
  ctrl: boolean
  alt: boolean
  /** Part of an input method's composition (its Enter chooses a word, it commits nothing). */
  composing: boolean
}

/**
 * Where the keys go: `holdingKeys` while a new row is on its way (keys are kept for it),
 * `holdingEnter` while an Enter waits for the figures of its edit, `editing` in an open cell
 * editor, `cell` on a focused cell of a data column, `actions` on a row's Remove cell, `empty` on
 * the empty rent roll (where rows can be pasted).
 */
export type KeyState = 'holdingKeys' | 'holdingEnter' | 'editing' | 'cell' | 'actions' | 'empty'

export type KeyAction =
  /** Left to the grid: type-to-edit, arrows, Enter and Tab moves, the editor's own keys. */
  | { kind: 'grid' }
  /** Kept for the row on its way (or for the cell a waiting Enter moves to) and replayed there. */
  | { kind: 'queue' }
  /** The Enter waiting for its figures goes first; the key then passes on (a modifier). */
  | { kind: 'releaseEnter' }
  /** The Enter waiting for its figures goes first; the key then acts where the Enter moved. */
  | { kind: 'releaseEnterThen' }
  /** Enter in an editor: commit once the figures of the edit are ready (at most a moment). */
  | { kind: 'commitWithFigures' }
  /** Delete: the cell back to the new-tenant default. */
  | { kind: 'clear' }
  /** Ctrl+D: the cell above (Excel's fill down); with rows picked, the focused column of each. */
  | { kind: 'fillDown' }
  /** A letter on Lease Type picks the type it starts (N, G, M, B). */
  | { kind: 'pickLeaseType'; value: LeaseType }
  /** V on Status toggles Vacant and Occupied; O makes the row occupied (PRODUCT.md 11.3). */
  | { kind: 'pickStatus'; value: TenantStatus | 'toggle' }
  /** Another letter on Lease Type or Status: nothing (the select would open on it). */
  | { kind: 'swallow' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Ctrl+C: the browser's copy event, which the rent roll fills (rows picked, or the cell). */
  | { kind: 'copy' }
  /** Shift+Space (as in Excel): picks or unpicks the focused row. */
  | { kind: 'togglePick' }
  /** Shift+Arrow up or down: moves a row and picks every row from where the pick began. */
  | { kind: 'extendPick'; rows: 1 | -1 }
  /** Ctrl+A: every row shown. */
  | { kind: 'pickAll' }
  /** Escape on a cell: nothing picked any more. */
  | { kind: 'clearPicks' }
  /** Enter or Space on a Remove cell: removes the row, asking first. */
  | { kind: 'removeRow' }
  /** Not the rent roll's key: nothing happens here. */
  | { kind: 'none' }

/** Keys that edit or move: the ones kept for a row on its way, besides characters. */
const HELD_NAMES = new Set(['Tab', 'Enter', 'Backspace', 'Escape'])
/** Keys that only change the next key (Ctrl+V, Shift+Tab): each comes as a key press of its own. */
const MODIFIERS = new Set(['Control', 'Shift', 'Alt', 'AltGraph', 'Meta'])

const isCharacter = (press: KeyPress) => [...press.key].length === 1
const plain = (press: KeyPress) => !press.ctrl && !press.alt
/** A key typed into cells: kept while a row is on its way or an Enter waits, replayed after. */
const typed = (press: KeyPress) =>
  plain(press) && !press.composing && (HELD_NAMES.has(press.key) || isCharacter(press))
const ctrlKey =
  (letter: string, shift = false) =>
  (press: KeyPress) =>
    press.ctrl && !press.alt && press.shift === shift && press.key.toLowerCase() === letter

/** The lease type a letter starts, whatever its case: N, G, M, B. */
export function leaseTypeOfLetter(letter: string): LeaseType | null {
  return LEASE_TYPES.find((type) => type[0]!.toLowerCase() === letter.toLowerCase()) ?? null
}

interface Rule {
  states: readonly KeyState[]
  matches: (press: KeyPress, kind: TenantFieldKind | null) => boolean
  action: (press: KeyPress) => KeyAction
  /** What the row means, for the tests' names and for a reader. */
  says: string
}

const always = () => true
const is = (kind: KeyAction['kind']) => () => ({ kind }) as KeyAction

/** The rent roll's keys, first match wins. `kind` is the focused column's kind (null: Remove). */
export const KEYMAP: readonly Rule[] = [
  {
    states: ['holdingEnter'],
    matches: typed,
    action: is('queue'),
    says: 'characters, Tab, Enter, Backspace and Escape typed while an Enter waits go on after it',
  },
  {
    states: ['holdingEnter'],
    matches: (press) => MODIFIERS.has(press.key),
    action: is('releaseEnter'),
    says: 'Ctrl, Shift or Alt while an Enter waits lets the Enter through; its key comes next',
  },
  {
    states: ['holdingEnter'],
    matches: always,
    action: is('releaseEnterThen'),
    says: 'any other key while an Enter waits lets the Enter through, then acts where it moved',
  },
  {
    states: ['holdingKeys'],
    matches: typed,
    action: is('queue'),
    says: 'characters, Tab, Enter, Backspace and Escape wait for the new row',
  },
  {
    states: ['holdingKeys'],
    matches: always,
    action: is('none'),
    says: 'other keys while a row is on its way do what they do elsewhere',
  },
  {
    states: ['editing', 'cell', 'actions'],
    matches: (press) => press.key === 'Tab' && plain(press),
    action: is('grid'),
    says: 'Tab and Shift+Tab move right and left, row to row; Tab from an edited last cell adds a row',
  },
  {
    states: ['editing'],
    matches: (press) => press.key === 'Enter' && plain(press) && !press.composing,
    action: is('commitWithFigures'),
    says: 'Enter and Shift+Enter commit with the figures of the edit',
  },
  {
    states: ['editing'],
    matches: always,
    action: is('grid'),
    says: 'the editor takes every other key (Tab commits and moves)',
  },
  {
    states: ['actions'],
    matches: (press) =>
      plain(press) && !press.shift && (press.key === 'Enter' || press.key === ' '),
    action: is('removeRow'),
    says: 'Enter or Space on Remove removes the row, asking first',
  },
  {
    states: ['cell', 'actions', 'empty'],
    matches: ctrlKey('z'),
    action: is('undo'),
    says: 'Ctrl+Z',
  },
  {
    states: ['cell', 'actions', 'empty'],
    matches: (press) => ctrlKey('y')(press) || ctrlKey('z', true)(press),
    action: is('redo'),
    says: 'Ctrl+Y and Ctrl+Shift+Z',
  },
  { states: ['cell', 'actions'], matches: ctrlKey('c'), action: is('copy'), says: 'Ctrl+C' },
  {
    states: ['cell', 'actions'],
    matches: (press) => press.key === ' ' && press.shift && plain(press),
    action: is('togglePick'),
    says: 'Shift+Space picks the row',
  },
  {
    states: ['cell', 'actions'],
    matches: (press) =>
      press.shift && plain(press) && (press.key === 'ArrowDown' || press.key === 'ArrowUp'),
    action: (press) => ({ kind: 'extendPick', rows: press.key === 'ArrowDown' ? 1 : -1 }),
    says: 'Shift+Arrow up or down extends the pick',
  },
  { states: ['cell', 'actions'], matches: ctrlKey('a'), action: is('pickAll'), says: 'Ctrl+A' },
  {
    states: ['cell', 'actions'],
    matches: (press) => press.key === 'Escape' && plain(press),
    action: is('clearPicks'),
    says: 'Escape unpicks every row',
  },
  { states: ['cell'], matches: ctrlKey('d'), action: is('fillDown'), says: 'Ctrl+D' },
  {
    states: ['cell'],
    matches: (press) => press.key === 'Delete' && plain(press),
    action: is('clear'),
    says: 'Delete restores the default',
  },
  {
    states: ['cell'],
    matches: (press, kind) =>
      kind === 'leaseType' && plain(press) && isCharacter(press) && press.key !== ' ',
    action: (press) => {
      const value = leaseTypeOfLetter(press.key)
      return value ? { kind: 'pickLeaseType', value } : { kind: 'swallow' }
    },
    says: 'a letter on Lease Type picks the type it starts',
  },
  {
    states: ['cell'],
    matches: (press, kind) =>
      kind === 'status' && plain(press) && isCharacter(press) && press.key !== ' ',
    action: (press) => {
      const letter = press.key.toLowerCase()
      if (letter === 'v') return { kind: 'pickStatus', value: 'toggle' }
      return letter === 'o' ? { kind: 'pickStatus', value: 'occupied' } : { kind: 'swallow' }
    },
    says: 'V on Status toggles Vacant, O makes the row occupied',
  },
  {
    states: ['cell'],
    matches: always,
    action: is('grid'),
    says: 'typing starts editing; arrows, Enter and Tab move',
  },
  { states: ['actions'], matches: always, action: is('grid'), says: 'arrows and Tab move' },
]

/** What `press` does in `state` on a column of `kind` (null: the Remove column). */
export function keyAction(
  press: KeyPress,
  state: KeyState,
  kind: TenantFieldKind | null,
): KeyAction {
  const rule = KEYMAP.find((row) => row.states.includes(state) && row.matches(press, kind))
  return rule ? rule.action(press) : { kind: 'none' }
}

/** A browser key event as the keymap sees it. */
export function keyPressOf(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
): KeyPress {
  return {
    key: event.key,
    shift: event.shiftKey,
    ctrl: event.ctrlKey || event.metaKey,
    alt: event.altKey,
    composing: event.isComposing,
  }
}
