/** Plain-language guide to the figures the calculators produce (also what search engines read). */
export function SeoText() {
  return (
    <section className="seo-text card" aria-labelledby="seo-text-title">
      <h2 id="seo-text-title">How Commercial Loans Are Sized and Priced</h2>
      <p>
        A commercial real estate loan is underwritten on the property, not only on the borrower.
        Lenders look at how much income the building produces, what it is worth and how long the
        loan takes to repay. The calculators above use the same arithmetic, so you can test a deal
        before you talk to a lender.
      </p>

      <h3>Monthly payment and amortization</h3>
      <p>
        The payment is the level monthly amount that repays the loan over the amortization period at
        the monthly rate (the annual rate divided by 12), the same result as Excel&apos;s PMT
        function. A $1,500,000 loan at 6.5% amortized over 25 years costs $10,128.11 a month, or
        $121,537 a year of debt service. Early payments are mostly interest; the principal share
        grows every month, as the amortization schedule shows.
      </p>

      <h3>Debt service coverage ratio (DSCR)</h3>
      <p>
        DSCR is net operating income divided by annual debt service. At 1.00x the property earns
        exactly enough to pay the loan; most lenders ask for 1.20x to 1.35x, and 1.25x is the most
        common minimum. With $180,000 of NOI against $121,537 of debt service, the DSCR is 1.48x,
        comfortably above that line. NOI is income after vacancy and operating expenses, before debt
        service, depreciation and income tax.
      </p>

      <h3>Loan-to-value (LTV)</h3>
      <p>
        LTV is the loan divided by the property value. Bank and CMBS lenders typically lend up to
        65% to 75% of value, so the equity you bring is the rest: a 25% equity contribution on a
        $2,000,000 building means a $1,500,000 loan at 75% LTV.
      </p>

      <h3>Debt yield</h3>
      <p>
        Debt yield is NOI divided by the loan amount, the lender&apos;s return if it had to take the
        property back on day one. Unlike DSCR it does not depend on the interest rate or the
        amortization, which is why lenders use it as a floor (often 8% to 10%). A property with
        $250,000 of NOI supports at most $2,777,778 at a 9% debt yield.
      </p>

      <h3>Loan term versus amortization: the balloon payment</h3>
      <p>
        Commercial loans usually mature before they are paid off: a 10-year term on a 25-year
        amortization keeps the payment low, but the remaining balance falls due at maturity as a
        balloon payment. On the $1,500,000 loan above, $1,162,670 is still owed after ten years and
        must be refinanced or repaid. When the term equals the amortization there is no balloon.
      </p>

      <h3>Which test limits your loan</h3>
      <p>
        Lenders apply DSCR, LTV and debt yield together and lend the smallest amount that passes all
        three. In a high-rate market DSCR usually binds; with strong income and a modest valuation
        LTV does. The maximum loan sizing calculator shows all three and names the one that limits
        you, so you know whether more income, more equity or a lower rate would help.
      </p>
    </section>
  )
}
