import { cellText } from './cell-readers'
import type { ColumnMapping } from './find-header'
import { headerKey, IMPORT_FIELDS, type ImportField } from './import-fields'
import type { RawCell } from './sheet'

/**
 * The mapping chosen in the mapping step, remembered in this browser for the file's set of
 * headers, so the next export of the same report maps the same way. The most recent sets are
 * kept; storage that is missing or full only means nothing is remembered.
 */

export const MAPPING_STORAGE_KEY = 'cre-loan-calculator:rent-roll-import-mappings'
/** How many header sets are remembered (the oldest is forgotten first). */
export const REMEMBERED_HEADER_SETS = 20

type MappingStorage = Pick<Storage, 'getItem' | 'setItem'>
type Remembered = Record<string, (ImportField | null)[]>

/** A header set as a key: each header compared as matchHeader compares them. */
export const headerSetKey = (header: readonly RawCell[]) =>
  header.map((cell) => headerKey(cellText(cell))).join('|')

const isMapping = (value: unknown, width: number): value is (ImportField | null)[] =>
  Array.isArray(value) &&
  value.length === width &&
  value.every((field) => field === null || Object.hasOwn(IMPORT_FIELDS, field))

function readAll(storage: MappingStorage | null): Remembered {
  try {
    const json: unknown = JSON.parse(storage?.getItem(MAPPING_STORAGE_KEY) ?? '{}')
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Remembered)
      : {}
  } catch {
    return {}
  }
}

/** The mapping last chosen for this header set, or null. */
export function recallMapping(
  storage: MappingStorage | null,
  header: readonly RawCell[],
): ColumnMapping | null {
  const mapping = readAll(storage)[headerSetKey(header)]
  return isMapping(mapping, header.length) ? mapping : null
}

/** Remembers the mapping chosen for this header set (most recent last). */
export function rememberMapping(
  storage: MappingStorage | null,
  header: readonly RawCell[],
  mapping: ColumnMapping,
): void {
  const key = headerSetKey(header)
  const others = Object.entries(readAll(storage)).filter(([set]) => set !== key)
  const kept = others.slice(-(REMEMBERED_HEADER_SETS - 1))
  try {
    storage?.setItem(
      MAPPING_STORAGE_KEY,
      JSON.stringify(Object.fromEntries([...kept, [key, [...mapping]]])),
    )
  } catch {
    // Full or turned off: the mapping is simply not remembered.
  }
}
