import type { Scenario } from '../../../finance/cash-flow/types'
import { parseScenarioText } from './scenario-codec'

/**
 * Keeps the multi-tenant scenario in the browser's localStorage, in the scenario file format.
 * Storage that is missing, full or holds something unreadable is reported in plain words and
 * never costs the user data: unreadable text is copied aside under another key, not deleted.
 */

export const SCENARIO_STORAGE_KEY = 'cre-loan-calculator:multi-tenant-scenario'

/** What the page finds in storage when it opens. */
export type SavedScenario =
  | { kind: 'none' }
  /** `upgraded`: saved before the monthly model, what opening it says (scenario-codec). */
  | { kind: 'loaded'; scenario: Scenario; text: string; upgraded?: string }
  | { kind: 'corrupt'; text: string; reason: string }
  | { kind: 'unavailable'; message: string }

export type StorageOutcome = { ok: true; key: string } | { ok: false; message: string }

/** The saved scenario's text as it is now (another tab may have written it), or null. */
export function readSavedText(storage: ScenarioStorage | null): string | null {
  try {
    return storage?.getItem(SCENARIO_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem'>

const UNAVAILABLE =
  'This browser does not let the page save your work, so changes last only until you close it. Use Export Scenario to keep a copy.'

/** The browser's localStorage, or null where it is turned off (access can throw). */
export function openStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22
  )
}

function saveFailure(error: unknown): string {
  return isQuotaError(error)
    ? "Your latest changes could not be saved: this browser's storage is full. Free some space or use Export Scenario to keep a copy."
    : 'Your latest changes could not be saved in this browser. Use Export Scenario to keep a copy.'
}

/** Reads the saved scenario; unreadable text comes back as `corrupt` with the reason. */
export function readSavedScenario(storage: ScenarioStorage | null): SavedScenario {
  if (!storage) return { kind: 'unavailable', message: UNAVAILABLE }
  let text: string | null
  try {
    text = storage.getItem(SCENARIO_STORAGE_KEY)
  } catch {
    return { kind: 'unavailable', message: UNAVAILABLE }
  }
  if (text === null) return { kind: 'none' }
  const decoded = parseScenarioText(text)
  return decoded.ok
    ? { kind: 'loaded', scenario: decoded.scenario, text, upgraded: decoded.upgraded }
    : { kind: 'corrupt', text, reason: decoded.message }
}

/** Runs `write` on the storage; no storage, or a write that throws, comes back in words. */
function attempt(
  storage: ScenarioStorage | null,
  write: (storage: ScenarioStorage) => StorageOutcome,
): StorageOutcome {
  if (!storage) return { ok: false, message: UNAVAILABLE }
  try {
    return write(storage)
  } catch (error) {
    return { ok: false, message: saveFailure(error) }
  }
}

/** Puts `text` under `key`, over what was there. */
function writeAt(storage: ScenarioStorage | null, key: string, text: string): StorageOutcome {
  return attempt(storage, (writable) => {
    writable.setItem(key, text)
    return { ok: true, key }
  })
}

/** Saves the scenario's text (`scenarioToJson`) over the previous one. */
export function writeScenarioText(storage: ScenarioStorage | null, text: string): StorageOutcome {
  return writeAt(storage, SCENARIO_STORAGE_KEY, text)
}

/**
 * Copies `text` to a key of its own (`<key>:<label>`, then `-2`, `-3`... when taken by other
 * text), so it survives the next save. Doing it twice with the same text uses the same key.
 */
export function keepAside(
  storage: ScenarioStorage | null,
  text: string,
  label: string,
): StorageOutcome {
  return attempt(storage, (writable) => {
    for (let copy = 1; copy <= 50; copy++) {
      const key = `${SCENARIO_STORAGE_KEY}:${label}${copy === 1 ? '' : `-${copy}`}`
      const existing = writable.getItem(key)
      if (existing === text) return { ok: true, key }
      if (existing !== null) continue
      writable.setItem(key, text)
      return { ok: true, key }
    }
    return { ok: false, message: 'There is no free place to keep a copy.' }
  })
}

export const PREVIOUS_SCENARIO_KEY = `${SCENARIO_STORAGE_KEY}:previous`

/** Keeps the scenario that a share link replaced, so it can be restored (one copy, the latest). */
export function keepPrevious(storage: ScenarioStorage | null, text: string): StorageOutcome {
  return writeAt(storage, PREVIOUS_SCENARIO_KEY, text)
}
