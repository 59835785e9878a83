import { describe, expect, it } from 'vitest'
import { readAddress, resultsKey, resultsSearch } from './home-url'

describe('the home flow in the address', () => {
  it('writes the inputs as plain numbers and keeps text that is not one', () => {
    const search = resultsSearch('max-loan-results', {
      noiAnnual: '250,000',
      annualRatePercent: 'abc',
      maxDebtYieldPercent: '',
    })
    expect(search).toBe(
      '?view=max-loan-results&noiAnnual=250000&annualRatePercent=abc&maxDebtYieldPercent=',
    )
  })

  it('reads results, the quote request and its thank-you of the same inputs', () => {
    const results = new URLSearchParams('view=mortgage-results&purchasePrice=2000000')
    const quote = new URLSearchParams(`${results}&quote=1`)
    const sent = new URLSearchParams(`${results}&quote=sent`)
    expect(readAddress(results)).toEqual({
      screen: 'mortgage-results',
      results: 'mortgage-results',
      tab: 'mortgage',
      key: results.toString(),
    })
    expect(readAddress(quote).screen).toBe('lead-capture')
    expect(readAddress(sent).screen).toBe('thank-you')
    expect(resultsKey(quote)).toBe(resultsKey(results))
  })

  it('reads an unknown view as the form of the calculator named', () => {
    expect(readAddress(new URLSearchParams('view=nope&calculator=max-loan'))).toEqual({
      screen: 'calculator',
      results: null,
      tab: 'max-loan',
      key: '',
    })
  })
})
