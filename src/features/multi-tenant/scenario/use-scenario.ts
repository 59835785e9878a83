import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import type { DecodeResult } from './scenario-codec'
import {
  keepAside,
  keepPrevious,
  openStorage,
  readSavedScenario,
  readSavedText,
} from './scenario-storage'
import { emptyScenario } from './scenario-defaults'
import { bootScenario, tenantsText, type Boot, type ScenarioNotice } from './scenario-boot'
import { ScenarioStore } from './scenario-store'
import { otherTabNotice } from './other-tab-notice'
import { useAutosave } from './use-autosave'
import { removeShareLink, useShareLinkChanges } from './use-share-link'

/** Where a notice comes from; a newer notice from the same place replaces the older one. */
export type NoticeSlot = 'load' | 'storage' | 'action'

type Notices = Partial<Record<NoticeSlot, ScenarioNotice[]>>

const NOT_KEPT_ASIDE =
  'The unreadable saved scenario could not be copied aside, so this page will not save over it. Use Export Scenario to keep your work.'

/**
 * How the page starts. Unreadable saved text is copied aside before anything can be saved over
 * it (idempotent: the same text goes to the same key); if that fails, autosave stays off.
 */
function startUp(storage: Storage | null, boot: Boot): { autosave: boolean; notices: Notices } {
  const autosave =
    boot.corruptText === null || keepAside(storage, boot.corruptText, 'unreadable').ok
  const load: ScenarioNotice[] = boot.notices.map((notice, index) =>
    boot.previous && index === boot.notices.length - 1
      ? {
          ...notice,
          restore: {
            label: 'Restore Saved Scenario',
            scenario: boot.previous.scenario,
            doneText: 'Your saved scenario was restored.',
          },
        }
      : notice,
  )
  const storageNotices: ScenarioNotice[] = autosave ? [] : [{ tone: 'error', text: NOT_KEPT_ASIDE }]
  return { autosave, notices: { load, storage: storageNotices } }
}

/**
 * Once the page has opened: keeps the scenario a share link replaced, and takes the share link
 * out of the address bar so a reload shows the latest (autosaved) edits, not the link again.
 */
function useBootHousekeeping(storage: Storage | null, boot: Boot) {
  useEffect(() => {
    if (boot.previous) keepPrevious(storage, boot.previous.text)
    if (boot.hadShareLink) removeShareLink()
  }, [boot, storage])
}

type Notify = (slot: NoticeSlot, notice: ScenarioNotice | null) => void
type Load = (scenario: Scenario, notice: ScenarioNotice | null) => void

/** A share link pasted into the open page: opened with a way back to what was there, or refused. */
function openPastedLink(shared: DecodeResult, current: Scenario, load: Load, notify: Notify) {
  if (!shared.ok) {
    notify('load', { tone: 'error', text: `${shared.message} Your scenario was kept.` })
    return
  }
  load(shared.scenario, {
    tone: 'success',
    text: `Opened the shared scenario: ${tenantsText(shared.scenario.tenants.length)}.`,
    restore: {
      label: 'Restore Previous Scenario',
      scenario: current,
      doneText: 'Your previous scenario was restored.',
    },
  })
}

/**
 * Hands every new scenario to autosave as the store takes it, before React renders it (a tab
 * closed right after an edit keeps it). The scenario the page opened with is already saved,
 * unless it came from a share link or replaced an unreadable save.
 */
function useSaveChanges(boot: Boot, store: ScenarioStore, save: (scenario: Scenario) => void) {
  const saved = useRef(boot.hadShareLink || boot.corruptText !== null ? null : boot.scenario)
  useEffect(() => {
    const saveChange = () => {
      const { scenario } = store.getModel()
      if (scenario === saved.current) return
      saved.current = scenario
      save(scenario)
    }
    saveChange()
    return store.subscribe(saveChange)
  }, [store, save])
}

/**
 * The multi-tenant scenario being edited: the rent roll with its undo history, the assumptions,
 * autosave to this browser, and the share link the page opened with (`shared`, already read by
 * useOpeningShareLink; null without one) or one pasted later. Every change produces a new
 * `scenario` object, which recomputes the analysis.
 */
export function useScenario(shared: DecodeResult | null) {
  const [storage] = useState(openStorage)
  const [boot] = useState(() => bootScenario(readSavedScenario(storage), shared))
  const [store] = useState(() => new ScenarioStore(boot.scenario))
  const model = useSyncExternalStore(store.subscribe, store.getModel)
  const { dispatch } = store
  const [start] = useState(() => startUp(storage, boot))
  const [notices, setNotices] = useState<Notices>(start.notices)
  useBootHousekeeping(storage, boot)

  const notify = useCallback<Notify>((slot, notice) => {
    setNotices((current) => ({ ...current, [slot]: notice ? [notice] : [] }))
  }, [])
  const onSaved = useCallback(
    (message: string | null) =>
      notify('storage', message === null ? null : { tone: 'error', text: message }),
    [notify],
  )
  const load = useCallback<Load>(
    (scenario, notice) => {
      dispatch({ type: 'load', scenario })
      setNotices((current) => ({ ...current, load: [], action: notice ? [notice] : [] }))
    },
    [dispatch],
  )
  const [openedWith] = useState(() => readSavedText(storage))
  const mine = useRef(model.scenario)
  useEffect(() => {
    mine.current = model.scenario
  })
  const autosave = useAutosave({
    storage,
    enabled: start.autosave,
    openedWith,
    onResult: onSaved,
    onOtherTab: (text, conflict) => {
      const { show, notice } = otherTabNotice(text, conflict, {
        mine: () => mine.current,
        load,
        keepThisTab: autosave.keepThisTab,
        takeOtherTab: autosave.takeOtherTab,
      })
      if (show) load(show, notice)
      else notify('storage', notice)
    },
  })
  useSaveChanges(boot, store, autosave.save)
  useShareLinkChanges((pasted) => openPastedLink(pasted, mine.current, load, notify))

  const scenario = model.scenario
  const reset = useCallback(() => {
    load(emptyScenario(), {
      tone: 'success',
      text: 'The scenario was reset: default assumptions and an empty rent roll.',
      restore: { label: 'Restore Previous Scenario', scenario, doneText: 'The reset was undone.' },
    })
  }, [load, scenario])

  return {
    scenario,
    revision: model.revision,
    notices: [...(notices.load ?? []), ...(notices.storage ?? []), ...(notices.action ?? [])],
    notify,
    load,
    reset,
    /** The store every change goes through (the rent-roll editor edits the rent roll there). */
    store,
    dispatch,
  }
}

export type ScenarioState = ReturnType<typeof useScenario>
