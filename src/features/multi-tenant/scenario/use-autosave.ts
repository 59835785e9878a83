import { useCallback, useEffect, useRef } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import { listen } from '../../../lib/listen'
import { scenarioToJson } from './scenario-codec'
import {
  keepAside,
  readSavedText,
  SCENARIO_STORAGE_KEY,
  writeScenarioText,
} from './scenario-storage'

const SAVE_DELAY_MS = 250

/**
 * Another tab saved the scenario. `conflict`: this tab has changes of its own, so saving waits
 * until the user picks a version (`keepThisTab` or `takeOtherTab`); otherwise this tab simply
 * shows the other tab's save.
 */
export type OtherTabSave = (text: string, conflict: boolean) => void

export interface AutosaveOptions {
  storage: Storage | null
  enabled: boolean
  /** The text the page opened with (null when it has not saved yet): the first save's base. */
  openedWith: string | null
  /** Whether saving works (called only when that changes). */
  onResult: (message: string | null) => void
  onOtherTab: OtherTabSave
}

/**
 * Autosave: `save(scenario)` is called with every new scenario, straight from the edit (not
 * after React renders), and writes it shortly after, or at once when the page is hidden or left
 * (pagehide, visibilitychange, unmount), so closing the tab right after an edit loses nothing.
 *
 * Two tabs never overwrite each other unseen: a save writes only over the text this tab last
 * read or wrote (the saved text is the revision). A save from another tab (the `storage` event)
 * or a changed text at save time pauses saving until the user chooses; the version not chosen
 * is copied aside in storage, never dropped.
 */
export function useAutosave(options: AutosaveOptions) {
  const { storage, enabled } = options
  const pending = useRef<Scenario | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const lastMessage = useRef<string | null>(null)
  const known = useRef(options.openedWith)
  const paused = useRef(false)
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
    const next = pending.current
    if (!next || !storage || paused.current) return
    const current = readSavedText(storage)
    if (current !== null && current !== known.current) {
      paused.current = true
      return latest.current.onOtherTab(current, true)
    }
    pending.current = null
    const text = scenarioToJson(next)
    const outcome = writeScenarioText(storage, text)
    if (outcome.ok) known.current = text
    const message = outcome.ok ? null : outcome.message
    if (message === lastMessage.current) return
    lastMessage.current = message
    latest.current.onResult(message)
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
    const onStorage = (event: StorageEvent) => {
      const text = event.newValue
      if (event.key !== SCENARIO_STORAGE_KEY || text === null || text === known.current) return
      const conflict = pending.current !== null || paused.current
      if (conflict) paused.current = true
      else known.current = text
      latest.current.onOtherTab(text, conflict)
    }
    const stop = listen(
      [window, 'pagehide', flush],
      [window, 'storage', onStorage],
      [document, 'visibilitychange', saveWhenHidden],
    )
    return () => {
      stop()
      flush()
    }
  }, [flush])

  /** Keeps this tab's scenario: the other tab's save is copied aside, then this one is saved. */
  const keepThisTab = useCallback(
    (scenario: Scenario) => {
      const theirs = readSavedText(storage)
      if (theirs !== null && theirs !== known.current) keepAside(storage, theirs, 'other-tab')
      known.current = theirs
      paused.current = false
      pending.current = scenario
      flush()
    },
    [flush, storage],
  )

  /** Takes the other tab's save (`text`): this tab's scenario is copied aside first. */
  const takeOtherTab = useCallback(
    (mine: Scenario, text: string) => {
      keepAside(storage, scenarioToJson(mine), 'this-tab')
      known.current = text
      paused.current = false
      pending.current = null
    },
    [storage],
  )

  return { save, keepThisTab, takeOtherTab }
}
