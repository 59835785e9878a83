import type { Scenario } from '../finance/cash-flow/types'
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
  | { kind: 'loaded'; scenario: Scenario; text: string }
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
    ? { kind: 'loaded', scenario: decoded.scenario, text }
    : { kind: 'corrupt', text, reason: decoded.message }
}

/** Saves the scenario's text (`scenarioToJson`) over the previous one. */
export function writeScenarioText(storage: ScenarioStorage | null, text: string): StorageOutcome {
  if (!storage) return { ok: false, message: UNAVAILABLE }
  try {
    storage.setItem(SCENARIO_STORAGE_KEY, text)
    return { ok: true, key: SCENARIO_STORAGE_KEY }
  } catch (error) {
    return { ok: false, message: saveFailure(error) }
  }
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
  if (!storage) return { ok: false, message: UNAVAILABLE }
  try {
    for (let attempt = 1; attempt <= 50; attempt++) {
      const key = `${SCENARIO_STORAGE_KEY}:${label}${attempt === 1 ? '' : `-${attempt}`}`
      const existing = storage.getItem(key)
      if (existing === text) return { ok: true, key }
      if (existing !== null) continue
      storage.setItem(key, text)
      return { ok: true, key }
    }
    return { ok: false, message: 'There is no free place to keep a copy.' }
  } catch (error) {
    return { ok: false, message: saveFailure(error) }
  }
}

export const PREVIOUS_SCENARIO_KEY = `${SCENARIO_STORAGE_KEY}:previous`

/** Keeps the scenario that a share link replaced, so it can be restored (one copy, the latest). */
export function keepPrevious(storage: ScenarioStorage | null, text: string): StorageOutcome {
  if (!storage) return { ok: false, message: UNAVAILABLE }
  try {
    storage.setItem(PREVIOUS_SCENARIO_KEY, text)
    return { ok: true, key: PREVIOUS_SCENARIO_KEY }
  } catch (error) {
    return { ok: false, message: saveFailure(error) }
  }
}
