import type { GridMessage } from './cell-actions'

/** What the rent roll shows of the editing: a message, rows picked, keys held for a new row. */
export interface EditorView {
  message: GridMessage | null
  /** Rows picked (Shift+Space), by tenant id. */
  picked: readonly string[]
  holdingKeys: boolean
}

/**
 * The editor's view as a store for `useSyncExternalStore`: a new object on each change, so
 * React re-renders the rent roll's messages and marks only when they change.
 */
export class EditorViewStore {
  private view: EditorView = { message: null, picked: [], holdingKeys: false }
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly get = (): EditorView => this.view

  say(message: GridMessage | null) {
    this.set({ message })
  }

  /** A successful edit clears an error the last one showed (other messages stay). */
  clearError() {
    if (this.view.message?.tone === 'error') this.say(null)
  }

  set(change: Partial<EditorView>) {
    this.view = { ...this.view, ...change }
    for (const listener of this.listeners) listener()
  }
}
