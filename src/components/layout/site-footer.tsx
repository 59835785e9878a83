import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'

const FEATURES = [
  'Mortgage Payment Calculator',
  'DSCR Analysis',
  'Maximum Loan Sizing',
  'Amortization Schedules',
  'Multi-Tenant Cash Flow',
  'Professional Reports',
]

const PROPERTY_TYPES = ['Office Buildings', 'Retail Centers', 'Warehouses', 'Multifamily', 'Hotels']

// The columns are plain sections: naming them (aria-labelledby) would make "Property Types"
// a second match for the quote form's "Property Type" field in getByLabel.
export function SiteFooter({ className }: { className?: string | undefined }) {
  return (
    <footer className={['site-footer', className].filter(Boolean).join(' ')}>
      <div className="site-footer__columns">
        <section>
          <h2>CRE Loan Calculator</h2>
          <p>
            Commercial real estate financing calculator with debt service coverage ratio (DSCR)
            analysis, NOI projections, amortization schedules and professional reports, on any
            device.
          </p>
          <p>
            <Link to={PATHS.landing}>Commercial Property Loan Calculator</Link>
          </p>
          <p>
            <Link to={PATHS.methodology}>How the Figures Are Computed</Link>
          </p>
        </section>
        <section>
          <h2>Features</h2>
          <ul>
            {FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Property Types</h2>
          <ul>
            {PROPERTY_TYPES.map((type) => (
              <li key={type}>{type}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__disclaimer">
        <strong>Disclaimer:</strong> This calculator is provided &ldquo;as is&rdquo; for
        informational and illustrative purposes only. It is not financial, investment or lending
        advice. We make no warranty as to the accuracy, completeness or suitability of its results
        for any purpose. You are responsible for verifying all assumptions and calculations
        yourself. The creators of this calculator disclaim all liability for any loss arising from
        its use. Consult qualified financial, legal and lending professionals before making any
        decision.
      </p>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} CRE Loan Calculator. All rights reserved.
      </p>
    </footer>
  )
}
