/**
 * The quote form's fields, choices and validation (PRODUCT.md section 5): pure, no React, so the
 * rules are tested on their own and the form only wires them to inputs.
 */

export interface LeadFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  propertyAddress: string
  /** One of PROPERTY_TYPES' values, or '' before a choice is made. */
  propertyType: string
  /** One of TIMEFRAMES' values, or '' before a choice is made. */
  timeframe: string
  additionalInfo: string
}

export type LeadField = keyof LeadFormValues

export type LeadErrors = Partial<Record<LeadField, string>>

export interface Choice {
  value: string
  label: string
}

export const PROPERTY_TYPES: readonly Choice[] = [
  { value: 'office', label: 'Office Building' },
  { value: 'retail', label: 'Retail/Shopping Center' },
  { value: 'industrial', label: 'Industrial/Warehouse' },
  { value: 'multifamily', label: 'Multifamily' },
  { value: 'hotel', label: 'Hotel/Hospitality' },
  { value: 'mixed-use', label: 'Mixed-Use' },
  { value: 'other', label: 'Other' },
]

export const TIMEFRAMES: readonly Choice[] = [
  { value: 'immediately', label: 'Immediately (0-30 days)' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: '6plus', label: '6+ months' },
  { value: 'exploring', label: 'Just exploring' },
]

interface LeadFieldRule {
  /** How the messages name the field: "First name is required." */
  name: string
  /** Must be filled in (the seed marks the two choices required without enforcing it). */
  required: boolean
  /** A select's values; anything else is no choice. */
  choices?: readonly Choice[]
}

/** Every field's rule, in the order the fields appear on the form. */
const LEAD_RULES: Record<LeadField, LeadFieldRule> = {
  firstName: { name: 'First name', required: true },
  lastName: { name: 'Last name', required: true },
  email: { name: 'Email', required: true },
  phone: { name: 'Phone', required: true },
  propertyAddress: { name: 'Property address', required: false },
  propertyType: { name: 'Property type', required: true, choices: PROPERTY_TYPES },
  timeframe: { name: 'Timeframe', required: true, choices: TIMEFRAMES },
  additionalInfo: { name: 'Additional information', required: false },
}

/** The fields in the order they appear on the form: the first invalid one gets the focus. */
export const LEAD_FIELD_ORDER = Object.keys(LEAD_RULES) as readonly LeadField[]

export const REQUIRED_FIELDS: ReadonlySet<LeadField> = new Set(
  LEAD_FIELD_ORDER.filter((field) => LEAD_RULES[field].required),
)

export const EMPTY_LEAD: LeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  propertyAddress: '',
  propertyType: '',
  timeframe: '',
  additionalInfo: '',
}

/** One "@", something before it, a dot in the domain, no spaces: what mail services accept. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const MIN_PHONE_DIGITS = 10

export function phoneDigits(phone: string): number {
  return phone.replace(/\D/g, '').length
}

function isChoice(value: string, choices: readonly Choice[]): boolean {
  return choices.some((choice) => choice.value === value)
}

/** What a filled-in field must also be, beyond filled in: the message when it is not. */
const FORMAT_CHECKS: Partial<Record<LeadField, (text: string) => string | null>> = {
  email: (text) =>
    EMAIL_FORMAT.test(text) ? null : 'Enter a valid email address, like name@example.com.',
  phone: (text) =>
    phoneDigits(text) >= MIN_PHONE_DIGITS
      ? null
      : `Enter a phone number with at least ${MIN_PHONE_DIGITS} digits.`,
}

/** The message for one field, or null when it is fine. */
export function leadFieldError(field: LeadField, values: LeadFormValues): string | null {
  const rule = LEAD_RULES[field]
  const text = values[field].trim()
  if (rule.choices)
    return isChoice(text, rule.choices) ? null : `${rule.name} is required: choose one.`
  if (!text) return rule.required ? `${rule.name} is required.` : null
  return FORMAT_CHECKS[field]?.(text) ?? null
}

/** Every problem of the form, keyed by field, in form order. Empty when it can be sent. */
export function validateLead(values: LeadFormValues): LeadErrors {
  const errors: LeadErrors = {}
  for (const field of LEAD_FIELD_ORDER) {
    const message = leadFieldError(field, values)
    if (message) errors[field] = message
  }
  return errors
}

/** The first field with a problem, in form order. */
export function firstInvalidField(errors: LeadErrors): LeadField | null {
  return LEAD_FIELD_ORDER.find((field) => errors[field]) ?? null
}

export function sameLeadValues(a: LeadFormValues, b: LeadFormValues): boolean {
  return LEAD_FIELD_ORDER.every((field) => a[field] === b[field])
}
