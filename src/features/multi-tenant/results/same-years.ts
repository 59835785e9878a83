import type { YearRow } from '../../../finance/cash-flow/types'
import { ANNUAL_COLUMNS } from './annual-columns'

/** True when two projections hold the same figures in every year (nothing to redraw). */
export function sameYears(a: readonly YearRow[], b: readonly YearRow[]): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  return a.every((row, index) =>
    ANNUAL_COLUMNS.every(({ field }) => Object.is(row[field], b[index]![field])),
  )
}
