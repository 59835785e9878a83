import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { HeldKey } from './type-ahead'

/** Keys that edit or move; other non-printable keys (arrows, F-keys) are not held. */
const HELD_NAMES = new Set(['Tab', 'Enter', 'Backspace', 'Escape'])
/** A row that never appears releases what it held after this long (and says so). */
const HOLD_LIMIT_MS = 2_000
/** Typing has paused when no key came for this long and none waits behind a busy page. */
const PAUSE_MS = 80
/** How often a pause is checked; a longer gap between checks means the page was busy. */
const POLL_MS = 10
const BUSY_GAP_MS = 40

/** Whether key presses wait to be dispatched (Chromium tells; elsewhere, assume not). */
function inputPending(): boolean {
  const scheduling = (navigator as { scheduling?: { isInputPending?: () => boolean } }).scheduling
  return scheduling?.isInputPending?.() ?? false
}

/**
 * Holds the keys typed while the rent roll cannot take them yet (a row being added): from
 * `hold()` until `release()`, every key press goes into a queue instead of to the page (the
 * browser would otherwise send it to the Add Tenant button, or nowhere). `take()` hands the
 * queue over for replay; keys with Ctrl, Alt or Meta are let through.
 */
export function useTypeAhead(
  sink: RefObject<HTMLTextAreaElement | null>,
  onTimeout: (unplaced: HeldKey[]) => void,
) {
  const queue = useRef<HeldKey[] | null>(null)
  const lastKeyAt = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const timeout = useRef(onTimeout)
  useEffect(() => {
    timeout.current = onTimeout
  })

  /** Puts a key, or an action, in line after those held so far. */
  const enqueue = useCallback((key: HeldKey) => {
    queue.current?.push(key)
    lastKeyAt.current = performance.now()
  }, [])

  const listener = useCallback(
    (event: KeyboardEvent) => {
      if (!queue.current || event.ctrlKey || event.metaKey || event.altKey) return
      const key = event.key === 'Tab' && event.shiftKey ? 'ShiftTab' : event.key
      if (!HELD_NAMES.has(event.key) && [...key].length !== 1) return
      event.preventDefault()
      event.stopPropagation()
      enqueue(key)
    },
    [enqueue],
  )

  /** The row the keys wait for is there: the time limit of the wait ends. */
  const arrived = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])

  /** Removes the listeners that `hold` added. */
  const detach = useRef<(() => void) | null>(null)

  const release = useCallback(() => {
    arrived()
    detach.current?.()
    detach.current = null
    const left = queue.current ?? []
    queue.current = null
    return left
  }, [arrived])

  /**
   * Text that comes without a key press (accented letters and emoji typed through the system,
   * an input method's composition) lands in the sink, which has focus while keys are held.
   */
  const onSinkInput = useCallback(
    (event: Event) => {
      const field = event.target as HTMLTextAreaElement
      if ((event as InputEvent).isComposing) return
      if (queue.current) for (const char of field.value) enqueue(char)
      field.value = ''
    },
    [enqueue],
  )

  const hold = useCallback(() => {
    sink.current?.focus()
    if (!queue.current) {
      queue.current = []
      const field = sink.current
      /** A press of the mouse with no key held ends the holding: keys then go where it pointed. */
      const onPointer = (event: PointerEvent) => {
        const keep = (event.target as Element).closest?.('[data-type-ahead-keep]')
        if (queue.current?.length === 0 && !keep) release()
      }
      document.addEventListener('keydown', listener, true)
      document.addEventListener('pointerdown', onPointer, true)
      field?.addEventListener('input', onSinkInput)
      field?.addEventListener('compositionend', onSinkInput)
      detach.current = () => {
        document.removeEventListener('keydown', listener, true)
        document.removeEventListener('pointerdown', onPointer, true)
        field?.removeEventListener('input', onSinkInput)
        field?.removeEventListener('compositionend', onSinkInput)
      }
    }
    arrived()
    timer.current = setTimeout(() => {
      const unplaced = release()
      if (unplaced.length > 0) timeout.current(unplaced)
    }, HOLD_LIMIT_MS)
  }, [arrived, listener, onSinkInput, release, sink])

  /**
   * Calls `then` once no key has come for `ms` of time the page was free to take one (while it
   * is busy, keys wait, and a test driver waits for each key to be taken before the next).
   */
  const afterPause = useCallback((then: () => void, ms = PAUSE_MS) => {
    let freeSince = performance.now()
    let previous = freeSince
    const poll = () => {
      const now = performance.now()
      if (now - previous > BUSY_GAP_MS) freeSince = now
      previous = now
      const quiet = now - Math.max(lastKeyAt.current, freeSince)
      if (quiet >= ms && !inputPending()) then()
      else setTimeout(poll, POLL_MS)
    }
    setTimeout(poll, POLL_MS)
  }, [])

  /** Hands the held keys over (holding goes on until `release`). */
  const take = useCallback(() => {
    const keys = queue.current ?? []
    if (queue.current) queue.current = []
    return keys
  }, [])

  useEffect(
    () => () => {
      release()
    },
    [release],
  )
  return {
    hold,
    arrived,
    take,
    release,
    afterPause,
    enqueue,
    isHolding: () => queue.current !== null,
    /** Keyboard focus back to the sink while keys are held. */
    focusSink: () => sink.current?.focus(),
    /** Whether keys are held that a later action must wait for. */
    hasKeys: () => (queue.current?.length ?? 0) > 0,
  }
}
