import { lazy, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { usePageMeta } from '../components/page-meta'
import { CalculatorScreen } from '../features/home-calculators/calculator-screen'
import type { CalculatorTab } from '../features/home-calculators/calculator-tabs'
import { ScreenFrame } from '../features/home-calculators/screen-frame'
import { useHomeFlow, type HomeScreen } from '../features/home-calculators/use-home-flow'
import {
  maxLoanSummary,
  mortgageSummary,
  type CalculationSummary,
} from '../features/lead/calculation-summary'
import { PATHS } from '../lib/paths'

// Everything after the forms loads on demand: the first paint of `/` carries only the forms.
const MortgageResults = lazy(() => import('../features/home-calculators/results/mortgage-results'))
const MaxLoanResults = lazy(() => import('../features/home-calculators/results/max-loan-results'))
const QuoteRequest = lazy(async () => ({
  default: (await import('../features/lead/quote-request')).QuoteRequest,
}))
const ThankYou = lazy(async () => ({
  default: (await import('../features/lead/thank-you')).ThankYou,
}))

type Flow = ReturnType<typeof useHomeFlow>

/** The figures of the results the quote request starts from. */
function quoteSummary({ state }: Flow): CalculationSummary | null {
  if (state.results === 'mortgage-results' && state.mortgage)
    return mortgageSummary(state.mortgage.result)
  if (state.results === 'max-loan-results' && state.maxLoan)
    return maxLoanSummary(state.maxLoan.result)
  return null
}

function renderCalculator(flow: Flow, onTabSelect: (tab: CalculatorTab) => void) {
  const { state } = flow
  return (
    <CalculatorScreen
      tab={state.tab}
      notice={state.notice}
      onTabSelect={onTabSelect}
      mortgage={{
        values: state.mortgageValues,
        onValuesChange: flow.setMortgageValues,
        onResult: flow.showMortgage,
      }}
      maxLoan={{
        values: state.maxLoanValues,
        onValuesChange: flow.setMaxLoanValues,
        onResult: flow.showMaxLoan,
      }}
    />
  )
}

function renderResults(flow: Flow): ReactNode {
  const { mortgage, maxLoan, screen } = flow.state
  if (screen === 'mortgage-results' && mortgage)
    return <MortgageResults {...mortgage} onBack={flow.toCalculator} onQuote={flow.requestQuote} />
  if (screen === 'max-loan-results' && maxLoan)
    return (
      <MaxLoanResults
        values={maxLoan.values}
        result={maxLoan.result}
        onBack={flow.toCalculator}
        onQuote={flow.requestQuote}
      />
    )
  return null
}

function renderLead(flow: Flow): ReactNode {
  if (flow.state.screen === 'thank-you')
    return <ThankYou onCalculateAnother={flow.calculateAnother} />
  const calculation = quoteSummary(flow)
  return (
    calculation && (
      <QuoteRequest calculation={calculation} onSent={flow.quoteSent} onBack={flow.backFromQuote} />
    )
  )
}

const SCREEN_KIND: Record<HomeScreen, 'calculator' | 'results' | 'lead'> = {
  calculator: 'calculator',
  'mortgage-results': 'results',
  'max-loan-results': 'results',
  'lead-capture': 'lead',
  'thank-you': 'lead',
}

function renderScreen(flow: Flow, onTabSelect: (tab: CalculatorTab) => void): ReactNode {
  // Results named by the address are being computed (a reload, Back or Forward onto them).
  if (!flow.state.ready)
    return (
      <p className="page-loading" role="status">
        Loading…
      </p>
    )
  const kind = SCREEN_KIND[flow.state.screen]
  if (kind === 'calculator') return renderCalculator(flow, onTabSelect)
  return kind === 'results' ? renderResults(flow) : renderLead(flow)
}

/**
 * `/`: the two calculators, their results, the quote request and the thank-you, as one flow of
 * page states (seed-spec section 4). Both forms keep what was typed while the flow moves on.
 */
export function HomeRoute() {
  usePageMeta(
    'Commercial Mortgage Calculator',
    'Free commercial mortgage calculator: monthly payment, DSCR, balloon payment and amortization schedule, plus maximum loan sizing by DSCR, LTV and debt yield.',
  )
  const navigate = useNavigate()
  const flow = useHomeFlow()
  const onTabSelect = (tab: CalculatorTab) =>
    tab === 'multi-tenant' ? navigate(PATHS.multiTenant) : flow.setTab(tab)

  return (
    <ScreenFrame
      screen={flow.state.ready ? flow.state.screen : 'loading'}
      transitions={flow.state.transitions}
    >
      {renderScreen(flow, onTabSelect)}
    </ScreenFrame>
  )
}
