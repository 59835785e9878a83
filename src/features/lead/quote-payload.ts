import { formatCurrency, formatCurrencyCents, formatDscr } from '../../lib/format'
import type { LeadFormValues } from './lead-form'
import type { CalculationSummary } from './calculation-summary'

/**
 * The EmailJS template parameters: exactly these keys (seed-spec.md section 7), all strings.
 * User text goes in as typed: EmailJS fills the template with it as text.
 */
export interface QuoteTemplateParams {
  to_email: string
  subject: string
  from_name: string
  from_email: string
  phone: string
  property_address: string
  property_type: string
  timeframe: string
  additional_info: string
  property_value: string
  loan_amount: string
  monthly_payment: string
  dscr: string
  timestamp: string
}

export interface QuotePayloadInput {
  values: LeadFormValues
  calculation: CalculationSummary
  /** Who receives the lead (VITE_LEAD_TO_EMAIL). */
  toEmail: string
  /** When the request is made; the payload carries it as an ISO 8601 string. */
  sentAt: Date
}

/** "$10,128.11", or "N/A" when the calculation has no monthly payment. */
export function monthlyPaymentText(monthlyPayment: number | null): string {
  return monthlyPayment === null ? 'N/A' : formatCurrencyCents(monthlyPayment)
}

/** "1.48", or "N/A" when the calculation has no DSCR (no debt service, or max-loan sizing). */
export function dscrText(dscr: number | null): string {
  return dscr === null || !Number.isFinite(dscr) ? 'N/A' : formatDscr(dscr)
}

/**
 * Builds the template parameters of a quote request. Single-line fields lose surrounding spaces;
 * nothing is escaped or expanded ("<b>x</b>" and "{{x}}" are sent literally).
 * Example: Jane Doe, 2,000,000 / 1,500,000 / 10,128.107 / 1.481 ->
 * { from_name: 'Jane Doe', property_value: '$2,000,000', monthly_payment: '$10,128.11', dscr: '1.48', ... }
 */
export function buildQuotePayload(input: QuotePayloadInput): QuoteTemplateParams {
  const { values, calculation } = input
  const firstName = values.firstName.trim()
  const lastName = values.lastName.trim()
  const fullName = `${firstName} ${lastName}`
  return {
    to_email: input.toEmail,
    subject: `Commercial Mortgage Quote Request: ${fullName}`,
    from_name: fullName,
    from_email: values.email.trim(),
    phone: values.phone.trim(),
    property_address: values.propertyAddress.trim(),
    property_type: values.propertyType,
    timeframe: values.timeframe,
    additional_info: values.additionalInfo,
    property_value: formatCurrency(calculation.propertyValue),
    loan_amount: formatCurrency(calculation.loanAmount),
    monthly_payment: monthlyPaymentText(calculation.monthlyPayment),
    dscr: dscrText(calculation.dscr),
    timestamp: input.sentAt.toISOString(),
  }
}
