import { useEffect, useRef } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import { writeScenario } from '../../../lib/scenario-storage'

const SAVE_DELAY_MS = 250

/**
 * Saves the scenario shortly after each change, and at once when the page is hidden or left
 * (pagehide, visibilitychange, unmount), so closing the tab right after an edit loses nothing.
 * `onResult` hears whether the latest save worked (only when that changes).
 */
export function useAutosave(
  storage: Storage | null,
  scenario: Scenario,
  enabled: boolean,
  onResult: (message: string | null) => void,
) {
  const pending = useRef<Scenario | null>(null)
  const lastMessage = useRef<string | null>(null)
  const report = useRef(onResult)
  const flush = useRef(() => {})

  useEffect(() => {
    report.current = onResult
    flush.current = () => {
      const next = pending.current
      if (!next || !storage) return
      pending.current = null
      const outcome = writeScenario(storage, next)
      const message = outcome.ok ? null : outcome.message
      if (message !== lastMessage.current) {
        lastMessage.current = message
        report.current(message)
      }
    }
  })

  useEffect(() => {
    if (!enabled || !storage) return
    pending.current = scenario
    const timer = setTimeout(() => flush.current(), SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [enabled, scenario, storage])

  useEffect(() => {
    const saveNow = () => flush.current()
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') saveNow()
    }
    window.addEventListener('pagehide', saveNow)
    document.addEventListener('visibilitychange', saveWhenHidden)
    return () => {
      window.removeEventListener('pagehide', saveNow)
      document.removeEventListener('visibilitychange', saveWhenHidden)
      saveNow()
    }
  }, [])
}
