/**
 * Excel-style time-value-of-money primitives. Rates are decimals per period (6.5% a year paid
 * monthly is 0.065 / 12); amounts are positive (Excel's sign convention aside).
 *
 * (1+r)^n is computed as exp(n * log1p(r)) and (1+r)^n - 1 as expm1(n * log1p(r)), so that rates
 * too small to change 1 + r keep their precision. Below NEAR_ZERO_RATE a rate is treated as 0: the
 * exact result differs from the zero-rate one by a relative (n + 1) r / 2, under 1e-9.
 */

const NEAR_ZERO_RATE = 1e-12

/** Whether a periodic rate is too small to matter (every primitive here treats it as 0). */
function isZeroRate(ratePerPeriod: number): boolean {
  return Math.abs(ratePerPeriod) < NEAR_ZERO_RATE
}

/** (1+r)^n - 1 without cancellation for tiny r. */
function growthMinusOne(ratePerPeriod: number, periods: number): number {
  return Math.expm1(periods * Math.log1p(ratePerPeriod))
}

/**
 * Interest of one period on `principal`: principal x rate; 0 for a zero rate (as in pmt and pv).
 *
 * @example periodInterest(0.065 / 12, 1_500_000) // 8,125.00
 */
export function periodInterest(ratePerPeriod: number, principal: number): number {
  return principal > 0 && !isZeroRate(ratePerPeriod) ? principal * ratePerPeriod : 0
}

/**
 * Level payment that repays `principal` over `periods` at `ratePerPeriod`:
 * PMT = L*r / (1 - (1+r)^-n); L / n when r = 0; 0 when L <= 0 or n <= 0.
 *
 * @example pmt(0.065 / 12, 300, 1_500_000) // 10,128.11 a month
 */
export function pmt(ratePerPeriod: number, periods: number, principal: number): number {
  if (principal <= 0 || periods <= 0) return 0
  if (isZeroRate(ratePerPeriod)) return principal / periods
  return (principal * ratePerPeriod) / -growthMinusOne(ratePerPeriod, -periods)
}

/**
 * Present value of `periods` level payments of `payment`:
 * PV = P * (1 - (1+r)^-n) / r; P * n when r = 0; 0 when n <= 0.
 *
 * @example pv(0.0725 / 12, 300, 250_000 / 1.25 / 12) // 2,305,825.73
 */
export function pv(ratePerPeriod: number, periods: number, payment: number): number {
  if (periods <= 0) return 0
  if (isZeroRate(ratePerPeriod)) return payment * periods
  return (payment * -growthMinusOne(ratePerPeriod, -periods)) / ratePerPeriod
}

/**
 * Balance left on a level-payment loan after `paymentsMade` payments: the present value of the
 * payments still due, PV(r, n - k, PMT) (PRODUCT.md section 8; exact at any rate, no loop);
 * the whole principal before the first payment and exactly 0 once the loan is repaid.
 *
 * @example remainingBalance(0.065 / 12, 300, 1_500_000, 120) // 1,162,670.39
 */
export function remainingBalance(
  ratePerPeriod: number,
  periods: number,
  principal: number,
  paymentsMade: number,
): number {
  if (principal <= 0) return 0
  if (periods <= 0 || paymentsMade <= 0) return principal
  if (paymentsMade >= periods) return 0
  return pv(ratePerPeriod, periods - paymentsMade, pmt(ratePerPeriod, periods, principal))
}

/** A rate entered in percent as a decimal: 6.5 -> 0.065. The engines convert once, at their edge. */
export function fromPercent(percent: number): number {
  return percent / 100
}

/**
 * Whole months of a period entered in years, the one rule for every loan period (amortization,
 * interest-only, term) of every calculator: round(years x 12), half up (PRODUCT.md 10.7).
 *
 * @example monthsOfYears(7.5) // 90; monthsOfYears(0.125) // 2 (1.5 months rounds up)
 */
export function monthsOfYears(years: number): number {
  return Math.round(years * 12)
}

/** The monthly rate of an annual decimal rate (PRODUCT.md section 4: r = annual rate / 12). */
export function monthlyRate(annualRate: number): number {
  return annualRate / 12
}

/**
 * Net present value of flows at times 0, 1, 2, ... at `ratePerPeriod`: sum of flow_t / (1+r)^t.
 * The first flow is at time 0, undiscounted (as IRR reads the flows; Excel's NPV starts at 1).
 *
 * @example npv(0.1, [-100, 110]) // 0
 */
export function npv(ratePerPeriod: number, flows: readonly number[]): number {
  const discount = 1 / (1 + ratePerPeriod)
  let value = 0
  for (let t = flows.length - 1; t >= 0; t--) value = value * discount + flows[t]!
  return value
}

/** The range IRR searches (PRODUCT.md 9.3): -99% to 1000% a period. */
export const IRR_LOWEST = -0.99
export const IRR_HIGHEST = 10
/** Steps of the scan for the first sign change, evenly spaced in log(1 + rate). */
const IRR_SCAN_STEPS = 1_000

/**
 * Internal rate of return: the lowest rate in [-99%, 1000%] at which the NPV of the flows
 * (time 0 first) crosses zero, found by scanning for the first sign change and bisecting it to
 * machine precision; null when the NPV does not cross zero there (e.g. flows all of one sign).
 *
 * @example irr([-100, 10, 110]) // 0.1
 */
export function irr(flows: readonly number[]): number | null {
  const low = Math.log1p(IRR_LOWEST)
  const step = (Math.log1p(IRR_HIGHEST) - low) / IRR_SCAN_STEPS
  let previousRate = IRR_LOWEST
  let previousValue = npv(previousRate, flows)
  if (previousValue === 0) return previousRate
  for (let index = 1; index <= IRR_SCAN_STEPS; index++) {
    const rate = Math.expm1(low + step * index)
    const value = npv(rate, flows)
    if (value === 0) return rate
    if (value > 0 !== previousValue > 0) return bisectRoot(flows, previousRate, rate)
    previousRate = rate
    previousValue = value
  }
  return null
}

/** The rate between `low` and `high` (NPV of opposite signs there) where the NPV is 0. */
function bisectRoot(flows: readonly number[], low: number, high: number): number {
  const lowPositive = npv(low, flows) > 0
  for (let iteration = 0; iteration < 200 && high - low > 1e-15; iteration++) {
    const middle = (low + high) / 2
    const value = npv(middle, flows)
    if (value === 0) return middle
    if (value > 0 === lowPositive) low = middle
    else high = middle
  }
  return (low + high) / 2
}
