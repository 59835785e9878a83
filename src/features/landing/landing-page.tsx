import { Link } from 'react-router-dom'
import { usePageMeta } from '../../components/page-meta'
import { FeatureCards } from './feature-cards'
import { LandingArticle } from './landing-article'
import './landing.css'
import { PATHS } from '../../lib/paths'

/** /commercial-property-loan-calculator: what the calculator is for, and a way in. */
export function LandingPage() {
  usePageMeta(
    'Commercial Property Loan Calculator',
    'Free commercial property loan calculator for investors, developers, business owners and brokers: payments, balloon, DSCR, maximum loan by DSCR, LTV and debt yield, and multi-tenant cash flow.',
  )
  return (
    <div className="landing">
      <header className="landing__hero">
        <h1 className="page-title">Commercial Property Loan Calculator</h1>
        <p className="landing__lead">
          Work out the payment, balloon and debt service coverage of a commercial mortgage, and the
          largest loan a property&rsquo;s income supports, in a few seconds and without signing up.
        </p>
        <Link to={PATHS.home} className="button button--primary landing__start">
          Get Started Now
        </Link>
      </header>

      <FeatureCards />

      <LandingArticle />

      <section className="card landing__cta" aria-labelledby="landing-cta">
        <h2 id="landing-cta" className="card__title">
          Calculate, then request a quote
        </h2>
        <p>
          Run your numbers in the mortgage or maximum loan calculator. From the results, choose Get
          Professional Quote to send your scenario to a commercial mortgage professional, who
          reviews it and comes back to you with financing options.
        </p>
        <Link to={PATHS.home} className="button button--secondary">
          Open the Calculator
        </Link>
      </section>
    </div>
  )
}
