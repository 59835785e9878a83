import { lazy, Suspense } from 'react'
import { CalculatorTabs, type CalculatorTab } from './calculator-tabs'
import type { MaxLoanFormProps } from './max-loan-form'
import { MortgageForm, type MortgageFormProps } from './mortgage-form'
import { AnalysisTools } from './analysis-tools'
import { SeoText } from './seo-text'
import './home-calculators.css'

// The mortgage tab opens first; the max-loan form loads when its tab is pointed at or chosen.
const loadMaxLoanForm = () => import('./max-loan-form')
const MaxLoanForm = lazy(async () => ({ default: (await loadMaxLoanForm()).MaxLoanForm }))

export interface CalculatorScreenProps {
  tab: Exclude<CalculatorTab, 'multi-tenant'>
  onTabSelect: (tab: CalculatorTab) => void
  mortgage: MortgageFormProps
  maxLoan: MaxLoanFormProps
  /** Why the results an address named could not be shown. */
  notice?: string | null
}

/** The home page's calculator state: the two calculators in tabs, then the site's tools. */
export function CalculatorScreen(props: CalculatorScreenProps) {
  const { tab, onTabSelect, mortgage, maxLoan, notice } = props
  return (
    <div className="home-calculator">
      <h1 className="page-title">Commercial Mortgage Calculator</h1>
      <p className="page-subtitle">
        Payments, DSCR, balloon and maximum loan size for office, retail, industrial, multifamily
        and hotel properties.
      </p>
      {notice ? (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      <CalculatorTabs
        selected={tab}
        onSelect={onTabSelect}
        onIntent={(intended) => {
          if (intended === 'max-loan') void loadMaxLoanForm()
        }}
      >
        {tab === 'mortgage' ? (
          <>
            <p className="card__title">Commercial Mortgage Calculator</p>
            <p className="card__subtitle">Calculate payments and analyze debt service coverage</p>
            <MortgageForm {...mortgage} />
          </>
        ) : (
          <>
            <p className="card__title">Maximum Loan Sizing</p>
            <p className="card__subtitle">
              Determine the maximum loan amount based on lending constraints
            </p>
            <Suspense fallback={<p className="page-loading">Loading…</p>}>
              <MaxLoanForm {...maxLoan} />
            </Suspense>
          </>
        )}
      </CalculatorTabs>
      {/* With the calculator, not after it: the footer stays where it first shows (2 KB gzip). */}
      <AnalysisTools />
      <SeoText />
    </div>
  )
}
