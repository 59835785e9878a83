import { Link } from 'react-router-dom'
import { formatCurrency, formatCurrencyCents, formatDscr, formatPercent } from '../../lib/format'
import { WORKED_EXAMPLE as example } from './worked-example'
import { PATHS } from '../../lib/paths'

function WhoItIsFor() {
  return (
    <section aria-labelledby="landing-who">
      <h2 id="landing-who">Who it is for</h2>
      <p>
        The calculator is built for anyone who has to judge whether a commercial property can carry
        a loan before a lender has seen the file:
      </p>
      <ul>
        <li>
          <strong>Real estate investors</strong> comparing acquisitions and refinances, who need to
          know the payment, the cash left after debt service and how much equity a deal needs.
        </li>
        <li>
          <strong>Developers</strong> testing whether a stabilized project will support its take-out
          loan.
        </li>
        <li>
          <strong>Small business owners</strong> buying the building they operate from, who want to
          see what an owner-occupied commercial mortgage costs each month.
        </li>
        <li>
          <strong>Commercial mortgage brokers</strong> who size loans quickly and print a clean
          report for clients and lenders.
        </li>
      </ul>
    </section>
  )
}

function WhatItDoes() {
  return (
    <section aria-labelledby="landing-what">
      <h2 id="landing-what">What the calculators do</h2>
      <ul>
        <li>
          <strong>Mortgage payment and DSCR:</strong> from the property value, equity, rate, term
          and amortization, the monthly and annual payment, the balloon due at maturity, total
          interest, an amortization schedule you can copy into Excel, and the debt service coverage
          ratio over a five-year NOI projection.
        </li>
        <li>
          <strong>Maximum loan sizing:</strong> the largest loan that passes all three of a
          lender&rsquo;s tests (minimum DSCR, maximum loan-to-value and minimum debt yield), which
          test limits it, and the equity you need to bring.
        </li>
        <li>
          <strong>Multi-tenant cash flow:</strong> a rent roll of up to ten tenants turned into a
          10-year cash flow with vacancy, expense reimbursements, leasing costs and renewals, then
          debt sizing and a rate and DSCR sensitivity grid. Open it at the{' '}
          <Link to={PATHS.multiTenant}>multi-tenant calculator</Link>.
        </li>
      </ul>
      <p>
        Not sure which rate or term to enter? The{' '}
        <Link to={PATHS.rateGuide}>Rate &amp; Term Guide</Link> lists indicative ranges by property
        type and loan program.
      </p>
    </section>
  )
}

function HowCommercialLoansDiffer() {
  return (
    <section aria-labelledby="landing-differ">
      <h2 id="landing-differ">How commercial loans differ from home loans</h2>
      <p>
        A home mortgage usually runs 30 years and is paid off by its own payments. A commercial loan
        separates two numbers: the <strong>amortization</strong>, often 25 or 30 years, sets the
        payment, while the <strong>term</strong>, often 5 to 10 years, sets when the loan matures.
        Whatever is still owed at maturity is due in one <strong>balloon payment</strong>, normally
        refinanced or paid from a sale.
      </p>
      <p>
        Lenders also size the loan on the property&rsquo;s income rather than on your salary. The
        <strong> debt service coverage ratio</strong> (net operating income divided by annual loan
        payments) must clear a minimum, commonly 1.20 to 1.35; the <strong>loan-to-value</strong>{' '}
        ratio is capped, often at 65% to 80%; and many lenders require a minimum{' '}
        <strong>debt yield</strong> (net operating income divided by the loan). The smallest loan
        allowed by these tests is the loan you can get.
      </p>
    </section>
  )
}

function WorkedExample() {
  return (
    <section aria-labelledby="landing-example">
      <h2 id="landing-example">A worked example</h2>
      <p>
        A property worth {formatCurrency(example.propertyValue)} bought with {example.equityPercent}
        % equity needs a {formatCurrency(example.loanAmount)} loan. At{' '}
        {formatPercent(example.ratePercent)} amortized over {example.amortizationYears} years, the
        payment is {formatCurrencyCents(example.monthlyPayment)} a month, or{' '}
        {formatCurrencyCents(example.annualDebtService)} a year. With a {example.termYears}-year
        term, {formatCurrencyCents(example.balloonPayment)} is still owed at maturity: that is the
        balloon. If the property earns {formatCurrency(example.noi)} of net operating income, the
        DSCR is {formatDscr(example.dscr)}, comfortably above a typical 1.25 minimum.
      </p>
    </section>
  )
}

/** The long explanatory text of the landing page. */
export function LandingArticle() {
  return (
    <article className="card landing__article">
      <WhoItIsFor />
      <WhatItDoes />
      <HowCommercialLoansDiffer />
      <WorkedExample />
    </article>
  )
}
