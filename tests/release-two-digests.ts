import type { Analysis } from '../src/finance/cash-flow/types'

/**
 * Test support: fingerprints of the figures the second release computed, to check that the third
 * release's new inputs at their defaults reproduce them exactly (tests/release-two-results.test.ts).
 * The recorded fingerprints (fixtures/release-two-digests.json) were made by this file run against
 * the engine of commit 073b958, the last one before the third release's engine; it reads only
 * fields that both releases have, so the same function fingerprints both.
 */

const OPERATING_LINES = [
  'year',
  'grossRent',
  'vacancy',
  'effectiveRent',
  'reimbursements',
  'totalIncome',
  'operatingExpenses',
  'noi',
  'tiAndLC',
  'netCashFlow',
] as const
const DEBT_LINES = ['debtService', 'cashFlowAfterDebt', 'dscr'] as const

const pick = <T extends object>(row: T, keys: readonly (keyof T)[]) => keys.map((key) => row[key])

/** FNV-1a over the UTF-16 code units of `text` from `seed`, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, '0')
}

/** A short fingerprint of a value: its JSON (numbers to the last bit), hashed twice (64 bits). */
export function digest(value: unknown): string {
  const json = JSON.stringify(value)
  return fnv1a(json, 0x811c9dc5) + fnv1a(json, 0x01234567)
}

/**
 * Whether a loan is sized on a NOI under a dollar: its tests then differ by less than a cent,
 * where PRODUCT.md 10.7 makes them a tie (the second release compared them unrounded).
 */
function sizedOnCents(analysis: Analysis): boolean {
  const sized = [
    analysis.debtSizing.stabilizedNoi,
    ...analysis.sensitivity.map((scenario) => scenario.noi),
    analysis.exitRefinance?.forwardNoi ?? 0,
  ]
  return sized.some((noi) => noi > 0 && noi < 1)
}

/**
 * The figures PRODUCT.md 10.7 leaves unchanged for a scenario of the second release. Left out
 * where 10.7 corrects them: the debt service, DSCRs and returns of a loan maturing before year 10
 * (now refinanced), the area shares and WALT by area of a rent roll without rent (now shown), and
 * every loan sized on a NOI under a dollar (its tests now tie to the cent).
 */
export function releaseTwoFigures(analysis: Analysis, loanTermMonths: number) {
  const projected = [...analysis.years, analysis.year11]
  const refinancedNow = Math.ceil(loanTermMonths / 12) < 10
  const rolloverNow = analysis.rollover.totalRent === 0 && analysis.rollover.totalSf > 0
  const tiesNow = sizedOnCents(analysis)
  // The refinance loan is new: the second release had none.
  const exitTest = { ...analysis.exitRefinance, refinanceLoan: undefined }
  return {
    operations: projected.map((row) => pick(row, OPERATING_LINES)),
    sizing: tiesNow
      ? null
      : pick(analysis.debtSizing, [
          'stabilizedNoi',
          'maxLoanDSCR',
          'maxLoanDebtYield',
          'maxLoanLTV',
          'recommendedLoan',
          'limitingTest',
          'ltv',
        ]),
    sensitivity: tiesNow ? null : [analysis.sensitivity, analysis.rateDscrGrid],
    rollover: rolloverNow ? null : analysis.rollover,
    exitTest: analysis.exitRefinance && !tiesNow ? exitTest : null,
    debt:
      refinancedNow || tiesNow
        ? null
        : [projected.map((row) => pick(row, DEBT_LINES)), analysis.debtSummary, analysis.returns],
    counts: [analysis.tenantCount, analysis.totalSquareFootage, analysis.invalidTenants],
  }
}
