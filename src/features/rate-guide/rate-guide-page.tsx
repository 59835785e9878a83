import { Card } from '../../components/card'
import { useNavigate } from 'react-router-dom'
import { usePageMeta } from '../../components/page-meta'
import { KeyTerms } from './key-terms'
import { RateTable } from './rate-table'
import './rate-guide.css'

/** /rate-term-guidance: indicative rates and terms, what the terms mean, and how to use them. */
export function RateGuidePage() {
  const navigate = useNavigate()
  usePageMeta(
    'Commercial Real Estate Loan Rate & Term Guide',
    'Indicative commercial mortgage rates, loan terms, amortization and interest-only periods for multifamily, office, retail and industrial properties, with key loan terms explained.',
  )
  return (
    <div className="rate-guide">
      <h1 className="page-title">Rate &amp; Term Guide</h1>
      <p className="page-subtitle">
        Typical rates and loan structures by property type and loan program, to help you choose the
        inputs for the calculator.
      </p>

      <Card
        title="Indicative Rates and Terms"
        subtitle="Ranges are indicative only; a lender’s quote depends on the property, the borrower and the market on the day."
      >
        <p className="rate-guide__scroll-hint">Scroll the table sideways to see every column.</p>
        <RateTable />
        <p className="rate-guide__note">
          IO: interest-only period. A dash (—) means the structure varies by lender; bridge loans
          are commonly interest-only and structured case by case.
        </p>
      </Card>

      <Card title="Key Terms">
        <KeyTerms />
      </Card>

      <Card title="Tip: choosing rate and term inputs" className="rate-guide__tip">
        <p>
          Find the row for your property type and loan program. For a stabilized property with a
          strong borrower, start near the middle of the rate range; use the upper end for lighter
          occupancy, a lower DSCR or a smaller loan. Enter the program&rsquo;s amortization as the
          Amortization Period and its term as the Loan Term, then try a rate 0.5 to 1 point higher
          to see how much room your DSCR leaves. These rates are indicative and move with the
          market: fixed rates track U.S. Treasury yields and floating rates track SOFR, so ask for a
          quote before you rely on a figure.
        </p>
      </Card>

      <p className="rate-guide__back">
        <button type="button" className="button button--primary" onClick={() => navigate('/')}>
          Back to Calculator
        </button>
      </p>
    </div>
  )
}
