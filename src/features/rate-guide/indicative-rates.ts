/**
 * Indicative commercial real estate loan rates and terms by asset type and loan program
 * (seed-spec.md section 9). `null` marks a cell the source leaves open: it varies by lender.
 */
export interface IndicativeRate {
  asset: string
  product: string
  rate: string
  termYears: string
  amortizationYears: string | null
  interestOnlyYears: string | null
}

export const INDICATIVE_RATES: readonly IndicativeRate[] = [
  {
    asset: 'Multifamily',
    product: 'Agency/Conventional',
    rate: '5.35–7.75%',
    termYears: '5–30',
    amortizationYears: '25–30',
    interestOnlyYears: '0–3',
  },
  {
    asset: 'Multifamily',
    product: 'FHA/HUD',
    rate: '3.50–4.50%',
    termYears: 'up to 40',
    amortizationYears: '30',
    interestOnlyYears: '0–2',
  },
  {
    asset: 'Multifamily',
    product: 'Bridge/Private',
    rate: '8.00–12.00%',
    termYears: '1–3',
    amortizationYears: 'interest-only',
    interestOnlyYears: 'n/a',
  },
  {
    asset: 'Office',
    product: 'Conventional/CMBS',
    rate: '6.50–12.00%',
    termYears: '5–10',
    amortizationYears: '25–30',
    interestOnlyYears: '0–3',
  },
  {
    asset: 'Office',
    product: 'Bridge',
    rate: '9.00–13.00%',
    termYears: '1–3',
    amortizationYears: null,
    interestOnlyYears: null,
  },
  {
    asset: 'Retail',
    product: 'Conventional/CMBS',
    rate: '6.00–12.00%',
    termYears: '5–10',
    amortizationYears: '25–30',
    interestOnlyYears: '0–3',
  },
  {
    asset: 'Retail',
    product: 'Bridge',
    rate: '9.00–13.50%',
    termYears: '1–3',
    amortizationYears: null,
    interestOnlyYears: null,
  },
  {
    asset: 'Industrial',
    product: 'Conventional/CMBS',
    rate: '5.50–7.50%',
    termYears: '5–10',
    amortizationYears: '25–30',
    interestOnlyYears: '0–2',
  },
  {
    asset: 'Industrial',
    product: 'Bridge',
    rate: '8.50–11.50%',
    termYears: '1–3',
    amortizationYears: null,
    interestOnlyYears: null,
  },
]
