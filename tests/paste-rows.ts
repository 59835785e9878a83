import {
  pasteIntoRentRoll,
  type PasteInput,
} from '../src/features/multi-tenant/rent-roll/tenant-paste'

/** The scenario terms of the paste tests: year 1 is 2026, no market downtime (6 months assumed). */
export const PASTE_TERMS = { analysisStart: '2026-01', marketDowntimeMonths: 0 } as const

/** A paste of bare rows (no header row), with the test scenario's terms unless given. */
export function pasteRows(
  input: Omit<PasteInput, keyof typeof PASTE_TERMS> &
    Partial<Pick<PasteInput, keyof typeof PASTE_TERMS>>,
) {
  const result = pasteIntoRentRoll({ ...PASTE_TERMS, ...input })
  if (result.kind !== 'rows') throw new Error('the paste was read as a block with a header row')
  return result
}
