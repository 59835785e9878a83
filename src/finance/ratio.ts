/**
 * part / whole for a positive whole; null ("-" or "N/A" on screen) when the whole is 0 or
 * negative, or so small (a value of 1e-300 dollars) that the quotient is beyond any number.
 *
 * @example ratioOf(121_450.71, 1_498_522.97) // 0.0810 (cash-on-cash)
 */
export function ratioOf(part: number, whole: number): number | null {
  const ratio = part / whole
  return whole > 0 && Number.isFinite(ratio) ? ratio : null
}
