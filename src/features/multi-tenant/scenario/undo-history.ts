/**
 * An undo/redo history of snapshots (immutable values): the present lives with the caller, the
 * history keeps what came before and what was undone.
 */
export interface UndoHistory<T> {
  past: T[]
  future: T[]
}

/** Enough for an editing session; older steps are dropped so memory stays flat. */
export const HISTORY_LIMIT = 100

export const emptyHistory = <T>(): UndoHistory<T> => ({ past: [], future: [] })

/** Records `previous` as the state before a change; a new change clears what was undone. */
export function recordChange<T>(history: UndoHistory<T>, previous: T): UndoHistory<T> {
  return { past: [...history.past, previous].slice(-HISTORY_LIMIT), future: [] }
}

/** A step through the history: the snapshot to show and the history after it. */
export interface HistoryStep<T> {
  present: T
  history: UndoHistory<T>
}

/** Steps back, or null when there is nothing before. */
export function undoStep<T>(history: UndoHistory<T>, present: T): HistoryStep<T> | null {
  if (history.past.length === 0) return null
  return {
    present: history.past.at(-1)!,
    history: { past: history.past.slice(0, -1), future: [present, ...history.future] },
  }
}

/** Steps forward again after an undo, or null when nothing was undone. */
export function redoStep<T>(history: UndoHistory<T>, present: T): HistoryStep<T> | null {
  if (history.future.length === 0) return null
  return {
    present: history.future[0]!,
    history: {
      past: [...history.past, present].slice(-HISTORY_LIMIT),
      future: history.future.slice(1),
    },
  }
}
