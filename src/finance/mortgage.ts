import { monthlySchedule, yearlySchedule, type ScheduleRow } from './amortization'
import { debtServiceCoverage, rateDscr, type DscrRating } from './dscr'
import { checkAmount, isFiniteNumber, type EngineOutcome, type InputProblem } from './problems'
import { pmt, remainingBalance } from './time-value'

export type LoanType = 'fixed' | 'variable'

export interface MortgageInput {
  purchasePrice: number
  /** Equity (down payment) in percent of the price, 0 to 100. */
  equityPercent: number
  annualRatePercent: number
  noiAnnual: number
  loanTermYears: number
  amortizationYears: number
  loanType: LoanType
}

export interface ProjectionYear {
  year: number
  noi: number
  debtService: number
  /** null when there is no debt service (N/A). */
  dscr: number | null
}

export interface RateShock {
  /** Added to the rate, in percentage points. */
  rateIncreasePoints: number
  annualRatePercent: number
  monthlyPayment: number
  dscr: number | null
}

export interface MortgageResult {
  purchasePrice: number
  downPaymentAmount: number
  loanAmount: number
  monthlyPayment: number
  annualDebtService: number
  totalInterest: number
  totalLoanCost: number
  /** NOI / annual debt service; null (N/A) without debt service. */
  dscr: number | null
  dscrRating: DscrRating | null
  /** Balance due at the end of the loan term; 0 when the term reaches full amortization. */
  balloonPayment: number
  noi: number
  projectionData: ProjectionYear[]
  schedule: { yearly: ScheduleRow[]; monthly: ScheduleRow[] }
  /** Payment and DSCR at +1 and +2 points, for variable-rate loans only. */
  rateShock: RateShock[] | null
}

const PROJECTION_YEARS = 5
const NOI_GROWTH = 0.03
const RATE_SHOCK_POINTS = [1, 2]
export const MAX_RATE_PERCENT = 100
const MAX_YEARS = 50

function isYears(value: number): boolean {
  return isFiniteNumber(value) && value >= 1 && value <= MAX_YEARS
}

function validate(input: MortgageInput): InputProblem[] {
  const problems = [
    checkAmount('purchasePrice', 'Property value', input.purchasePrice, { positive: true }),
    checkAmount('noiAnnual', 'NOI', input.noiAnnual, { positive: false }),
  ].filter((problem) => problem !== null)
  if (!isFiniteNumber(input.equityPercent) || input.equityPercent < 0 || input.equityPercent > 100)
    problems.push({ field: 'equityPercent', message: 'Equity must be between 0 and 100%.' })
  if (
    !isFiniteNumber(input.annualRatePercent) ||
    input.annualRatePercent < 0 ||
    input.annualRatePercent > MAX_RATE_PERCENT
  )
    problems.push({
      field: 'annualRatePercent',
      message: 'Interest rate must be between 0 and 100%.',
    })
  if (!isYears(input.loanTermYears))
    problems.push({ field: 'loanTermYears', message: 'Loan term must be 1 to 50 years.' })
  if (!isYears(input.amortizationYears))
    problems.push({ field: 'amortizationYears', message: 'Amortization must be 1 to 50 years.' })
  return problems
}

/**
 * Payment, DSCR, balloon and schedule of a commercial mortgage (PRODUCT.md 4.1).
 * Loan = price x (1 - equity); payment = PMT(rate / 12, amortization months, loan); the balloon
 * is the balance after min(term, amortization) months; total interest is the interest actually
 * paid during the term.
 *
 * @example calculateMortgage({ purchasePrice: 2_000_000, equityPercent: 25, annualRatePercent: 6.5,
 *   noiAnnual: 180_000, loanTermYears: 10, amortizationYears: 25, loanType: 'fixed' })
 *   // loan 1,500,000; monthly 10,128.11; DSCR 1.48 Excellent; balloon 1,162,670.39
 */
export function calculateMortgage(input: MortgageInput): EngineOutcome<MortgageResult> {
  const problems = validate(input)
  if (problems.length > 0) return { ok: false, problems }

  const { purchasePrice, noiAnnual } = input
  const loanAmount = purchasePrice * (1 - input.equityPercent / 100)
  const rate = input.annualRatePercent / 100 / 12
  const amortizationMonths = input.amortizationYears * 12
  const termMonths = input.loanTermYears * 12
  const paymentsInTerm = Math.min(termMonths, amortizationMonths)

  const monthlyPayment = pmt(rate, amortizationMonths, loanAmount)
  const annualDebtService = 12 * monthlyPayment
  const balloonPayment = remainingBalance(rate, amortizationMonths, loanAmount, paymentsInTerm)
  const totalInterest = monthlyPayment * paymentsInTerm - (loanAmount - balloonPayment)
  const dscr = debtServiceCoverage(noiAnnual, annualDebtService)
  const monthly = monthlySchedule({
    principal: loanAmount,
    annualRate: input.annualRatePercent / 100,
    amortizationMonths,
    termMonths,
  })

  return {
    ok: true,
    result: {
      purchasePrice,
      downPaymentAmount: purchasePrice - loanAmount,
      loanAmount,
      monthlyPayment,
      annualDebtService,
      totalInterest,
      totalLoanCost: loanAmount + totalInterest,
      dscr,
      dscrRating: dscr === null ? null : rateDscr(dscr),
      balloonPayment,
      noi: noiAnnual,
      projectionData: projectNoi(noiAnnual, annualDebtService),
      schedule: { yearly: yearlySchedule(monthly), monthly },
      rateShock:
        input.loanType === 'variable'
          ? RATE_SHOCK_POINTS.map((points) =>
              shockRate(
                input.annualRatePercent + points,
                points,
                loanAmount,
                amortizationMonths,
                noiAnnual,
              ),
            )
          : null,
    },
  }
}

/** Five years of NOI growing 3% a year against a constant debt service. */
function projectNoi(noiAnnual: number, annualDebtService: number): ProjectionYear[] {
  return Array.from({ length: PROJECTION_YEARS }, (_, index) => {
    const noi = noiAnnual * Math.pow(1 + NOI_GROWTH, index)
    return {
      year: index + 1,
      noi,
      debtService: annualDebtService,
      dscr: debtServiceCoverage(noi, annualDebtService),
    }
  })
}

function shockRate(
  annualRatePercent: number,
  rateIncreasePoints: number,
  loanAmount: number,
  amortizationMonths: number,
  noiAnnual: number,
): RateShock {
  const monthlyPayment = pmt(annualRatePercent / 100 / 12, amortizationMonths, loanAmount)
  return {
    rateIncreasePoints,
    annualRatePercent,
    monthlyPayment,
    dscr: debtServiceCoverage(noiAnnual, 12 * monthlyPayment),
  }
}
