import { monthlySchedule, yearlySchedule, type ScheduleRow } from './amortization'
import { debtServiceCoverage, rateDscr, type DscrRating } from './dscr'
import { MORTGAGE_FIELDS } from './calculator-fields'
import { checkFields, type EngineOutcome } from './problems'
import { fromPercent, monthlyRate, monthsOfYears, pmt, remainingBalance } from './time-value'

export type LoanType = 'fixed' | 'variable'

/** The mortgage form's numbers, named as in MORTGAGE_FIELDS (percent as entered). */
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
  const problems = checkFields(MORTGAGE_FIELDS, input)
  if (problems.length > 0) return { ok: false, problems }

  const { purchasePrice, noiAnnual } = input
  const loanAmount = purchasePrice * (1 - fromPercent(input.equityPercent))
  const annualRate = fromPercent(input.annualRatePercent)
  const rate = monthlyRate(annualRate)
  const amortizationMonths = monthsOfYears(input.amortizationYears)
  const termMonths = monthsOfYears(input.loanTermYears)
  const paymentsInTerm = Math.min(termMonths, amortizationMonths)

  const monthlyPayment = pmt(rate, amortizationMonths, loanAmount)
  const annualDebtService = 12 * monthlyPayment
  const balloonPayment = remainingBalance(rate, amortizationMonths, loanAmount, paymentsInTerm)
  const totalInterest = monthlyPayment * paymentsInTerm - (loanAmount - balloonPayment)
  const dscr = debtServiceCoverage(noiAnnual, annualDebtService)
  const monthly = monthlySchedule({
    principal: loanAmount,
    annualRate,
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
  const monthlyPayment = pmt(
    monthlyRate(fromPercent(annualRatePercent)),
    amortizationMonths,
    loanAmount,
  )
  return {
    rateIncreasePoints,
    annualRatePercent,
    monthlyPayment,
    dscr: debtServiceCoverage(noiAnnual, 12 * monthlyPayment),
  }
}
