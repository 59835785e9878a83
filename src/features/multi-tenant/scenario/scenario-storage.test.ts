import { describe, expect, it } from 'vitest'
import example from '../../../../tests/fixtures/worked-example-multi-tenant.json'
import type { Scenario } from '../../../finance/cash-flow/types'
import { parseScenarioText, scenarioToJson } from './scenario-codec'
import {
  keepAside,
  keepPrevious,
  PREVIOUS_SCENARIO_KEY,
  readSavedScenario,
  SCENARIO_STORAGE_KEY,
  writeScenarioText,
} from './scenario-storage'

function emptyScenario(): Scenario {
  const decoded = parseScenarioText(JSON.stringify({ ...example, tenants: [] }))
  if (!decoded.ok) throw new Error(decoded.message)
  return decoded.scenario
}

/** An in-memory Storage whose writes can be made to fail like a full or blocked browser store. */
class FakeStorage {
  readonly items = new Map<string, string>()
  failWrites: DOMException | null = null
  failReads = false

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError')
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw this.failWrites
    this.items.set(key, value)
  }
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')

describe('readSavedScenario', () => {
  it('returns the saved scenario written by writeScenarioText', () => {
    const storage = new FakeStorage()
    const scenario = { ...emptyScenario(), debt: { ...emptyScenario().debt, propertyValue: 9e6 } }
    expect(writeScenarioText(storage, scenarioToJson(scenario))).toEqual({
      ok: true,
      key: SCENARIO_STORAGE_KEY,
    })
    const saved = readSavedScenario(storage)
    expect(saved.kind).toBe('loaded')
    if (saved.kind === 'loaded') expect(saved.scenario).toEqual(scenario)
  })

  it('says when nothing is saved', () => {
    expect(readSavedScenario(new FakeStorage())).toEqual({ kind: 'none' })
  })

  it('reports text that is not JSON or not a scenario as corrupt, with the text kept', () => {
    const storage = new FakeStorage()
    storage.items.set(SCENARIO_STORAGE_KEY, '{"version":1,"tenants":[')
    expect(readSavedScenario(storage)).toEqual({
      kind: 'corrupt',
      text: '{"version":1,"tenants":[',
      reason: 'The file is not valid JSON.',
    })
    storage.items.set(SCENARIO_STORAGE_KEY, '{"version":3}')
    expect(readSavedScenario(storage)).toMatchObject({
      kind: 'corrupt',
      reason: 'The scenario version must be 2 (or 1).',
    })
  })

  it('reports storage that cannot be used instead of throwing', () => {
    const storage = new FakeStorage()
    storage.failReads = true
    expect(readSavedScenario(storage).kind).toBe('unavailable')
    expect(readSavedScenario(null).kind).toBe('unavailable')
  })
})

describe('writeScenarioText', () => {
  it('explains a full storage and keeps the previous save', () => {
    const storage = new FakeStorage()
    writeScenarioText(storage, scenarioToJson(emptyScenario()))
    const before = storage.items.get(SCENARIO_STORAGE_KEY)
    storage.failWrites = quotaExceeded()
    const outcome = writeScenarioText(storage, scenarioToJson({ ...emptyScenario(), tenants: [] }))
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.message).toMatch(/storage is full.*Export Scenario/)
    expect(storage.items.get(SCENARIO_STORAGE_KEY)).toBe(before)
  })

  it('explains other refusals in plain words', () => {
    const storage = new FakeStorage()
    storage.failWrites = new DOMException('denied', 'SecurityError')
    const outcome = writeScenarioText(storage, scenarioToJson(emptyScenario()))
    expect(outcome).toEqual({
      ok: false,
      message:
        'Your latest changes could not be saved in this browser. Use Export Scenario to keep a copy.',
    })
  })
})

describe('keepAside', () => {
  it('copies text to a key of its own without overwriting earlier copies', () => {
    const storage = new FakeStorage()
    expect(keepAside(storage, 'first', 'corrupt')).toEqual({
      ok: true,
      key: `${SCENARIO_STORAGE_KEY}:corrupt`,
    })
    expect(keepAside(storage, 'second', 'corrupt')).toEqual({
      ok: true,
      key: `${SCENARIO_STORAGE_KEY}:corrupt-2`,
    })
    expect(keepAside(storage, 'first', 'corrupt')).toEqual({
      ok: true,
      key: `${SCENARIO_STORAGE_KEY}:corrupt`,
    })
    expect(storage.items.get(`${SCENARIO_STORAGE_KEY}:corrupt`)).toBe('first')
  })

  it('reports a full storage', () => {
    const storage = new FakeStorage()
    storage.failWrites = quotaExceeded()
    expect(keepAside(storage, 'text', 'corrupt').ok).toBe(false)
  })
})

describe('keepPrevious', () => {
  it('keeps the latest replaced scenario under one key', () => {
    const storage = new FakeStorage()
    keepPrevious(storage, 'a')
    keepPrevious(storage, scenarioToJson(emptyScenario()))
    expect(storage.items.get(PREVIOUS_SCENARIO_KEY)).toBe(scenarioToJson(emptyScenario()))
  })
})
