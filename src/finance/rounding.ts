/**
 * A number rounded to `decimals` places exactly as `Intl.NumberFormat` shows it: half away from
 * 0 on the number's shortest decimal representation (the digits `String(value)` writes). So 1.295,
 * written "1.295", rounds to 1.3, where `toFixed` rounds the binary value 1.29499999... to 1.29.
 * The page shows figures with Intl, and the DSCR rating and the tie between loan sizing tests read
 * the figure through this, so a DSCR is rated, and a loan compared, as the page shows it.
 *
 * @example roundAsShown(1.295, 2) // 1.3; roundAsShown(0.995, 2) // 1; roundAsShown(-2.675, 2) // -2.68
 */
export function roundAsShown(value: number, decimals: number): number {
  if (!Number.isFinite(value) || value === 0) return value
  const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e')
  const [whole = '', fraction = ''] = mantissa.split('.')
  const digits = whole + fraction
  // How many of the digits stay: those before the decimal point and `decimals` after it.
  const kept = whole.length + Number(exponent) + decimals
  if (kept >= digits.length) return value
  if (kept < 0) return 0
  const roundsUp = digits[kept]! >= '5'
  const scaled = Number(digits.slice(0, kept) || '0') + (roundsUp ? 1 : 0)
  return (Math.sign(value) * scaled) / 10 ** decimals
}

/**
 * An amount in whole cents as the page shows it (half away from 0): the unit in which loan
 * sizing tests are compared, so two tests equal to the cent are a tie.
 *
 * @example centsOf(5_276_093.595) // 527_609_360
 */
export function centsOf(amount: number): number {
  return Math.round(roundAsShown(amount, 2) * 100)
}
