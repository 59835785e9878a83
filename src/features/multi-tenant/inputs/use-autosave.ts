import { useCallback, useEffect, useRef } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import { writeScenario } from '../../../lib/scenario-storage'

const SAVE_DELAY_MS = 250

/**
 * Autosave: `save(scenario)` is called with every new scenario, straight from the edit (not
 * after React renders), and writes it shortly after, or at once when the page is hidden or left
 * (pagehide, visibilitychange, unmount), so closing the tab right after an edit loses nothing.
 * `onResult` hears whether saving works (only when that changes).
 */
export function useAutosave(
  storage: Storage | null,
  enabled: boolean,
  onResult: (message: string | null) => void,
) {
  const pending = useRef<Scenario | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const lastMessage = useRef<string | null>(null)
  const report = useRef(onResult)
  useEffect(() => {
    report.current = onResult
  })

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
    const next = pending.current
    if (!next || !storage) return
    pending.current = null
    const outcome = writeScenario(storage, next)
    const message = outcome.ok ? null : outcome.message
    if (message === lastMessage.current) return
    lastMessage.current = message
    report.current(message)
  }, [storage])

  const save = useCallback(
    (scenario: Scenario) => {
      if (!enabled || !storage) return
      pending.current = scenario
      if (timer.current !== null) clearTimeout(timer.current)
      timer.current = setTimeout(flush, SAVE_DELAY_MS)
    },
    [enabled, flush, storage],
  )

  useEffect(() => {
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', saveWhenHidden)
    return () => {
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', saveWhenHidden)
      flush()
    }
  }, [flush])

  return save
}
