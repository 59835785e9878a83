/**
 * A change against the pinned baseline, always signed: "+$12,345", "−$500", "+0.05x",
 * "−1.25 pts". Zero reads "no change"; a missing figure on either side reads "—".
 */

const signedCurrency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
})
const signed2 = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
})

export type ChangeUnit = 'usd' | 'multiple' | 'percentPoints'

export function formatChange(change: number | null, unit: ChangeUnit): string {
  if (change === null || !Number.isFinite(change)) return '—'
  const text =
    unit === 'usd'
      ? signedCurrency.format(change)
      : unit === 'multiple'
        ? `${signed2.format(change)}x`
        : `${signed2.format(change * 100)} pts`
  return /^[+-]/.test(text) || text.startsWith('−') ? text : 'no change'
}
