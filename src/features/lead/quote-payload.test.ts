import { describe, expect, it } from 'vitest'
import { loanSizingResult, mortgageResult } from '../../../tests/worked-examples'
import { EMPTY_LEAD, type LeadFormValues } from './lead-form'
import { buildQuotePayload, dscrText, monthlyPaymentText } from './quote-payload'
import { mortgageSummary } from './calculation-summary'

const jane: LeadFormValues = {
  ...EMPTY_LEAD,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(555) 123-4567',
  propertyAddress: '1 Main St, Springfield',
  propertyType: 'office',
  timeframe: '1-3months',
  additionalInfo: 'Looking to refinance.',
}
const sentAt = new Date('2025-03-04T05:06:07.089Z')

const mortgageExample = () => mortgageSummary(mortgageResult())

/** What `values` (Jane's) sends about `calculation` (the 4.1 mortgage example) at `sentAt`. */
const payloadOf = (values = jane, calculation = mortgageExample()) =>
  buildQuotePayload({ values, calculation, toEmail: 'quotes@example.com', sentAt })

describe('buildQuotePayload', () => {
  it('sends the PRODUCT.md 4.1 mortgage example with exactly the seed keys', () => {
    expect(payloadOf()).toStrictEqual({
      to_email: 'quotes@example.com',
      subject: 'Commercial Mortgage Quote Request: Jane Doe',
      from_name: 'Jane Doe',
      from_email: 'jane@example.com',
      phone: '(555) 123-4567',
      property_address: '1 Main St, Springfield',
      property_type: 'office',
      timeframe: '1-3months',
      additional_info: 'Looking to refinance.',
      property_value: '$2,000,000',
      loan_amount: '$1,500,000',
      monthly_payment: '$10,128.11',
      dscr: '1.48',
      timestamp: '2025-03-04T05:06:07.089Z',
    })
  })

  it('says N/A for the DSCR of a max-loan calculation (PRODUCT.md 4.2)', () => {
    const sized = loanSizingResult()
    const params = payloadOf(jane, {
      source: 'max-loan',
      propertyValue: 3_200_000,
      loanAmount: sized.maxLoanAmount,
      monthlyPayment: sized.monthlyPayment,
      dscr: null,
    })
    expect(params.property_value).toBe('$3,200,000')
    expect(params.loan_amount).toBe('$2,305,826')
    expect(params.monthly_payment).toBe('$16,666.67')
    expect(params.dscr).toBe('N/A')
  })

  it('says N/A for a missing monthly payment', () => {
    const params = payloadOf(jane, { ...mortgageExample(), monthlyPayment: null, dscr: null })
    expect(params.monthly_payment).toBe('N/A')
    expect(params.dscr).toBe('N/A')
  })

  it('sends user text literally: no HTML escaping, no template expansion', () => {
    const values: LeadFormValues = {
      ...jane,
      firstName: '<b>bold</b>',
      lastName: '{{name}}',
      propertyAddress: '<script>alert(1)</script> & "quotes"',
      additionalInfo: '  line one\n{{to_email}} <i>two</i>  ',
    }
    const params = payloadOf(values)
    expect(params.from_name).toBe('<b>bold</b> {{name}}')
    expect(params.subject).toBe('Commercial Mortgage Quote Request: <b>bold</b> {{name}}')
    expect(params.property_address).toBe('<script>alert(1)</script> & "quotes"')
    expect(params.additional_info).toBe('  line one\n{{to_email}} <i>two</i>  ')
  })

  it('trims spaces around single-line fields', () => {
    const params = payloadOf({
      ...jane,
      firstName: ' Jane ',
      lastName: 'Doe  ',
      email: ' jane@example.com ',
    })
    expect(params.from_name).toBe('Jane Doe')
    expect(params.from_email).toBe('jane@example.com')
  })
})

describe('figure texts', () => {
  it('formats the monthly payment with cents and the DSCR with 2 decimals', () => {
    expect(monthlyPaymentText(10_128.107)).toBe('$10,128.11')
    expect(monthlyPaymentText(null)).toBe('N/A')
    expect(dscrText(1.481)).toBe('1.48')
    expect(dscrText(null)).toBe('N/A')
    expect(dscrText(Number.POSITIVE_INFINITY)).toBe('N/A')
  })
})
