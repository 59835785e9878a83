import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LOAN_TEST_ORDER,
  pickLimitingTest,
  maxLoanByDebtYield,
  maxLoanByDscr,
  maxLoanByLtv,
  sizeLoan,
  type LoanTest,
} from './loan-tests'

const terms = {
  annualRate: 0.0725,
  amortizationMonths: 300,
  minDscr: 1.25,
  maxDebtYield: 0.09,
  maxLtv: 0.75,
}

describe('the three loan tests (PRODUCT.md 4.2 worked example)', () => {
  it('size 2,305,825.73 by DSCR, 2,400,000 by LTV and 2,777,777.78 by debt yield', () => {
    expect(maxLoanByDscr({ noiAnnual: 250_000, ...terms })).toBeCloseTo(2_305_825.73, 2)
    expect(maxLoanByLtv(3_200_000, 0.75)).toBe(2_400_000)
    expect(maxLoanByDebtYield(250_000, 0.09)).toBeCloseTo(2_777_777.78, 2)
    expect(sizeLoan(250_000, 3_200_000, terms)).toMatchObject({
      loan: maxLoanByDscr({ noiAnnual: 250_000, ...terms }),
      limitingTest: 'DSCR',
    })
  })

  it('never give a negative loan (a negative NOI once showed -$13,210,385 by debt yield)', () => {
    expect(maxLoanByDebtYield(-1_321_038.5, 0.1)).toBe(0)
    expect(maxLoanByDscr({ noiAnnual: -1_321_038.5, ...terms })).toBe(0)
    expect(maxLoanByLtv(-5, 0.75)).toBe(0)
    const size = sizeLoan(-1_321_038.5, 1_000_000, terms)
    expect([size.byDscr, size.byDebtYield, size.byLtv, size.loan]).toEqual([0, 0, 750_000, 0])
    expect(size.limitingTest).toBe('DSCR')
  })

  it('apply the LTV test only with a value', () => {
    expect(sizeLoan(250_000, null, terms)).toMatchObject({ byLtv: null, limitingTest: 'DSCR' })
  })

  it('size at a 0% rate on the payments alone: NOI / DSCR / 12 x months', () => {
    expect(
      maxLoanByDscr({ noiAnnual: 120_000, annualRate: 0, amortizationMonths: 300, minDscr: 1.25 }),
    ).toBeCloseTo(2_400_000, 6)
  })
})

describe('the limiting test', () => {
  const loan = fc.oneof(
    fc.constantFrom(0, 1_000_000, 2_000_000),
    fc.double({ min: 0, max: 1e8, noNaN: true }),
  )

  /** Whole cents of an amount written with its shortest digits, rounded half up by hand. */
  const cents = (amount: number) => {
    // Below a millionth of a dollar String writes an exponent; such amounts are 0 cents.
    const [whole, fraction = ''] = (amount < 1e-6 ? '0' : String(amount)).split('.')
    const kept = Number(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`)
    return (fraction[2] ?? '0') >= '5' ? kept + 1 : kept
  }

  it('is the smallest applicable test to the cent, ties going to DSCR, then LTV, then Debt Yield', () => {
    const nearby = fc.tuple(
      loan,
      fc.integer({ min: -3, max: 3 }),
      fc.double({ min: -0.005, max: 0.005, noNaN: true }),
    )
    const near = nearby.map(([base, cents, noise]) => Math.max(0, base + cents / 100 + noise))
    fc.assert(
      fc.property(loan, fc.option(near), near, (dscr, ltv, debtYield) => {
        const loans: Record<LoanTest, number | null> = {
          DSCR: dscr,
          LTV: ltv,
          'Debt Yield': debtYield,
        }
        const applicable = LOAN_TEST_ORDER.filter((test) => loans[test] !== null)
        const smallest = Math.min(...applicable.map((test) => cents(loans[test]!)))
        expect(pickLimitingTest(loans)).toBe(
          applicable.find((test) => cents(loans[test]!) === smallest),
        )
      }),
    )
  })

  it('counts amounts equal to the cent as a tie (PRODUCT.md 10.7)', () => {
    // 9.7's refinance at exit cap 7.5%: by LTV NOI / 0.075 x 0.75 and by debt yield NOI / 0.10,
    // the same 5,276,093.65 in floats a bit apart.
    expect(
      pickLimitingTest({ DSCR: 6e6, LTV: 5_276_093.649731644, 'Debt Yield': 5_276_093.6497316435 }),
    ).toBe('LTV')
    expect(pickLimitingTest({ DSCR: 100.004, LTV: null, 'Debt Yield': 100 })).toBe('DSCR')
    expect(pickLimitingTest({ DSCR: 100.005, LTV: null, 'Debt Yield': 100 })).toBe('Debt Yield')
  })
})
