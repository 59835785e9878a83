import { describe, expect, it } from 'vitest'
import { calculateMortgage } from '../../finance/mortgage'
import { WORKED_EXAMPLE as example } from './worked-example'

describe('the worked example on the landing page', () => {
  it('matches what the mortgage calculator computes for the same inputs', () => {
    const outcome = calculateMortgage({
      purchasePrice: example.propertyValue,
      equityPercent: example.equityPercent,
      annualRatePercent: example.ratePercent,
      noiAnnual: example.noi,
      loanTermYears: example.termYears,
      amortizationYears: example.amortizationYears,
      loanType: 'fixed',
    })
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const result = outcome.result
    expect(result.loanAmount).toBeCloseTo(example.loanAmount, 2)
    expect(result.monthlyPayment).toBeCloseTo(example.monthlyPayment, 2)
    expect(result.annualDebtService).toBeCloseTo(example.annualDebtService, 2)
    expect(result.balloonPayment).toBeCloseTo(example.balloonPayment, 2)
    expect(result.dscr).toBeCloseTo(example.dscr, 2)
  })
})
