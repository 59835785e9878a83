import { describe, expect, it } from 'vitest'
import { debtProblems } from '../../../finance/cash-flow/scenario-validation'
import { DEFAULT_DEBT } from '../scenario-defaults'
import { fieldStatus, initialText } from './assumption-field'

const rateCheck = (value: number) =>
  debtProblems({ ...DEFAULT_DEBT, interestRate: value }).find(
    (problem) => problem.field === 'interestRate',
  )?.message ?? null
const noCheck = () => null

describe('fieldStatus', () => {
  it('uses an allowed number at once', () => {
    expect(fieldStatus('7.25', 6.5, rateCheck, 'keep')).toEqual({ next: { value: 7.25 } })
    expect(fieldStatus('$1,250,000', undefined, noCheck, 'clear')).toEqual({
      next: { value: 1_250_000 },
    })
  })

  it('keeps the last valid value for numbers out of range and says which range', () => {
    expect(fieldStatus('150', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Enter a number at least 0 and at most 100: still using 6.5.',
    })
  })

  it('keeps the last valid value for empty and unreadable text', () => {
    expect(fieldStatus('', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Enter a number: still using 6.5.',
    })
    expect(fieldStatus('abc', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Enter a number, using digits only: still using 6.5.',
    })
    expect(fieldStatus('1e309', 6.5, rateCheck, 'keep')).toEqual({
      error: 'This number is too large: still using 6.5.',
    })
  })

  it('counts empty and unreadable market leasing text as 0 and says so', () => {
    expect(fieldStatus('abc', 5, noCheck, 'zero')).toEqual({
      next: { value: 0 },
      note: 'Not a number: counted as 0',
    })
    expect(fieldStatus('', 5, noCheck, 'zero')).toEqual({
      next: { value: 0 },
      note: 'Empty: counted as 0',
    })
  })

  it('clears an optional value when emptied, but keeps it for unreadable text', () => {
    expect(fieldStatus('', 5e6, noCheck, 'clear')).toEqual({ next: { value: undefined } })
    expect(fieldStatus('-', 5e6, noCheck, 'clear')).toEqual({
      error: 'Enter a number, using digits only: still using 5,000,000.',
    })
  })
})

describe('initialText', () => {
  it('shows money with thousands separators and nothing for a missing value', () => {
    expect(initialText(5_000_000, true)).toBe('5,000,000')
    expect(initialText(6.5, false)).toBe('6.5')
    expect(initialText(undefined, true)).toBe('')
  })
})
