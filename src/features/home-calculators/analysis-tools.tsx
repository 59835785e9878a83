import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'

const TOOLS = [
  {
    title: 'Payment & DSCR Analysis',
    text: 'Monthly and annual debt service, debt service coverage with a lender-style rating, the balloon due at maturity, a year-by-year amortization schedule you can copy into Excel, and rate shock for variable-rate loans.',
  },
  {
    title: 'Lender-Style Loan Sizing',
    text: 'The largest loan your property supports under the three tests lenders apply at once: minimum DSCR, maximum loan-to-value and minimum debt yield, with the constraint that binds named.',
  },
  {
    title: 'Multi-Tenant Cash Flow',
    text: 'A 10-year cash flow built from a rent roll of up to ten tenants: lease rollover, vacancy, reimbursements, TI and leasing commissions, debt sizing on stabilized NOI and a printable report.',
  },
]

/** The three tools of the site, under the calculator. */
export function AnalysisTools() {
  return (
    <section className="analysis-tools" aria-labelledby="analysis-tools-title">
      <h2 id="analysis-tools-title">Professional Analysis Tools</h2>
      <ul className="analysis-tools__list">
        {TOOLS.map((tool) => (
          <li key={tool.title} className="card analysis-tools__card">
            <h3>{tool.title}</h3>
            <p>{tool.text}</p>
          </li>
        ))}
      </ul>
      <p className="analysis-tools__more">
        Analyzing a shopping center or office building with several leases? Open the{' '}
        <Link to={PATHS.multiTenant}>multi-tenant cash flow analysis</Link>.
      </p>
    </section>
  )
}
