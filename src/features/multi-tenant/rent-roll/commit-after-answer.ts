import type { KeyboardEvent } from 'react'

/** Longest an Enter waits for the figures of its edit; after that the cell commits without them. */
export const MAX_WAIT_MS = 50

/** Enter and Shift+Enter commit a cell and move on: those wait for the answer. */
const waitsForAnswer = (event: KeyboardEvent) =>
  event.key === 'Enter' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.nativeEvent.isComposing

const keyOf = (event: KeyboardEventInit): KeyboardEventInit => ({
  key: event.key,
  code: event.code,
  location: event.location,
  shiftKey: event.shiftKey,
  ctrlKey: event.ctrlKey,
  altKey: event.altKey,
  metaKey: event.metaKey,
  repeat: event.repeat,
})

/** The key pressed again on `target`, for the grid and the page's own key handlers. */
function press(target: EventTarget, key: KeyboardEventInit) {
  target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }))
}

interface Held {
  editor: HTMLInputElement
  key: KeyboardEventInit
  timer: ReturnType<typeof setTimeout>
}

/**
 * Enter on an edited rent roll cell is held until the worker has analysed the edit (a
 * millisecond or two): then the grid commits the cell and moves on, and the cell, the next cell
 * and the new figures show in one frame. Changing the page first would cost a frame of its own,
 * which the browser paints before it reads the worker's answer.
 *
 * Nothing overtakes a held Enter: a key pressed meanwhile lets it through first and is then
 * pressed again where focus went (for Ctrl+V that key is Ctrl: the V and its paste come after,
 * to the cell focus went to); a click, leaving the page or MAX_WAIT_MS let it through too.
 */
export class CommitAfterAnswer {
  private held: Held | null = null
  private releasing = false

  /**
   * The rent roll's keydown, in the capture phase. `ask` starts the analysis of the editor's
   * text (null: nothing to wait for). True when the event was taken: held, or let through after
   * the held Enter.
   */
  onKeyDown(event: KeyboardEvent, ask: (text: string) => Promise<unknown> | null): boolean {
    if (this.releasing) return false
    if (this.held) {
      event.preventDefault()
      event.stopPropagation()
      this.release()
      press(document.activeElement ?? document.body, keyOf(event.nativeEvent))
      return true
    }
    const editor = event.target
    if (!waitsForAnswer(event) || !(editor instanceof HTMLInputElement)) return false
    const answer = ask(editor.value)
    if (!answer) return false
    event.preventDefault()
    event.stopPropagation()
    const held: Held = {
      editor,
      key: keyOf(event.nativeEvent),
      timer: setTimeout(() => this.release(held), MAX_WAIT_MS),
    }
    this.held = held
    const release = () => this.release(held)
    answer.then(release, release)
    return true
  }

  /** Lets the held Enter (only `held`, when given) through, to the editor if it is still open. */
  release(held: Held | null = this.held) {
    if (!held || held !== this.held) return
    this.held = null
    clearTimeout(held.timer)
    if (!held.editor.isConnected) return
    this.releasing = true
    try {
      press(held.editor, held.key)
    } finally {
      this.releasing = false
    }
  }
}
