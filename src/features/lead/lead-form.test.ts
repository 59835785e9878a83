import { describe, expect, it } from 'vitest'
import {
  EMPTY_LEAD,
  firstInvalidField,
  leadFieldError,
  PROPERTY_TYPES,
  sameLeadValues,
  TIMEFRAMES,
  validateLead,
  type LeadFormValues,
} from './lead-form'

const valid: LeadFormValues = {
  ...EMPTY_LEAD,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '555-123-4567',
  propertyType: 'retail',
  timeframe: 'exploring',
}

describe('validateLead', () => {
  it('accepts a form with every required field and no optional one', () => {
    expect(validateLead(valid)).toEqual({})
  })

  it('requires first name, last name, email, phone, property type and timeframe, in form order', () => {
    const errors = validateLead(EMPTY_LEAD)
    expect(Object.keys(errors)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'propertyType',
      'timeframe',
    ])
    expect(errors.firstName).toMatch(/first name is required/i)
    expect(errors.propertyType).toMatch(/property type is required/i)
    expect(firstInvalidField(errors)).toBe('firstName')
  })

  it('treats spaces only as empty', () => {
    expect(leadFieldError('lastName', { ...valid, lastName: '   ' })).toMatch(/required/)
  })

  it('rejects badly formed email addresses', () => {
    for (const email of [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'ja ne@example.com',
      'a@b.',
    ]) {
      expect(leadFieldError('email', { ...valid, email }), email).toMatch(/valid email/)
    }
    for (const email of ['a@b.co', 'first.last+tag@sub.example.org', ' jane@example.com ']) {
      expect(leadFieldError('email', { ...valid, email }), email).toBeNull()
    }
  })

  it('wants at least 10 digits in the phone number, whatever the formatting', () => {
    expect(leadFieldError('phone', { ...valid, phone: '555-1234' })).toMatch(/at least 10 digits/)
    expect(leadFieldError('phone', { ...valid, phone: 'call me' })).toMatch(/at least 10 digits/)
    for (const phone of ['5551234567', '(555) 123-4567', '+1 555.123.4567']) {
      expect(leadFieldError('phone', { ...valid, phone }), phone).toBeNull()
    }
  })

  it('accepts only the listed property types and timeframes', () => {
    for (const { value } of PROPERTY_TYPES)
      expect(leadFieldError('propertyType', { ...valid, propertyType: value })).toBeNull()
    for (const { value } of TIMEFRAMES)
      expect(leadFieldError('timeframe', { ...valid, timeframe: value })).toBeNull()
    expect(leadFieldError('propertyType', { ...valid, propertyType: 'castle' })).toMatch(/required/)
    expect(leadFieldError('timeframe', { ...valid, timeframe: '' })).toMatch(/required/)
  })

  it('never complains about the optional address and additional information', () => {
    expect(leadFieldError('propertyAddress', valid)).toBeNull()
    expect(leadFieldError('additionalInfo', valid)).toBeNull()
  })

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField(validateLead({ ...valid, phone: '1', timeframe: '' }))).toBe('phone')
    expect(firstInvalidField({})).toBeNull()
  })
})

describe('the choices', () => {
  it('carry the seed values and labels', () => {
    expect(PROPERTY_TYPES.map((choice) => choice.value)).toEqual([
      'office',
      'retail',
      'industrial',
      'multifamily',
      'hotel',
      'mixed-use',
      'other',
    ])
    expect(TIMEFRAMES.map((choice) => choice.value)).toEqual([
      'immediately',
      '1-3months',
      '3-6months',
      '6plus',
      'exploring',
    ])
    expect(TIMEFRAMES[0]?.label).toBe('Immediately (0-30 days)')
  })
})

describe('sameLeadValues', () => {
  it('compares every field', () => {
    expect(sameLeadValues(valid, { ...valid })).toBe(true)
    expect(sameLeadValues(valid, { ...valid, additionalInfo: 'x' })).toBe(false)
  })
})
