import { describe, expect, it } from 'vitest'
import {
  MAPPING_STORAGE_KEY,
  recallMapping,
  rememberMapping,
  REMEMBERED_HEADER_SETS,
} from './mapping-memory'

/** A Storage holding strings, as localStorage does. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('the mapping remembered for a set of headers', () => {
  const header = ['Tenant', 'SF', 'Monthly Rent']

  it('is given back for the same headers, whatever their case and spacing', () => {
    const storage = memoryStorage()
    rememberMapping(storage, header, ['name', null, 'rentAnnual'])
    expect(recallMapping(storage, [' tenant', 'S.F.', 'MONTHLY RENT'])).toEqual([
      'name',
      null,
      'rentAnnual',
    ])
    expect(recallMapping(storage, ['Tenant', 'SF'])).toBeNull()
    expect(recallMapping(storage, ['Tenant', 'SF', 'Rent'])).toBeNull()
  })

  it('keeps the most recent header sets only', () => {
    const storage = memoryStorage()
    for (let set = 0; set <= REMEMBERED_HEADER_SETS; set++)
      rememberMapping(storage, [`Column ${set}`], ['name'])
    expect(recallMapping(storage, ['Column 0'])).toBeNull()
    expect(recallMapping(storage, ['Column 1'])).toEqual(['name'])
    expect(recallMapping(storage, [`Column ${REMEMBERED_HEADER_SETS}`])).toEqual(['name'])
  })

  it('ignores what it cannot read, and storage that is missing or full', () => {
    const storage = memoryStorage()
    storage.items.set(MAPPING_STORAGE_KEY, '{not json')
    expect(recallMapping(storage, header)).toBeNull()
    storage.items.set(
      MAPPING_STORAGE_KEY,
      JSON.stringify({ 'tenant|sf|monthlyrent': ['name', 'nonsense', null] }),
    )
    expect(recallMapping(storage, header)).toBeNull()
    expect(recallMapping(null, header)).toBeNull()
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(() => rememberMapping(full, header, ['name', null, null])).not.toThrow()
  })
})
