interface KeyTerm {
  term: string
  definition: string
}

const KEY_TERMS: readonly KeyTerm[] = [
  {
    term: 'Interest rate',
    definition:
      'The yearly cost of borrowing, as a percentage of the balance still owed. A fixed rate is set at closing; a variable (floating) rate is a spread over an index such as SOFR and changes with it.',
  },
  {
    term: 'Loan term',
    definition:
      'How long the loan runs before it matures. At maturity whatever is still owed falls due at once (the balloon payment), so it is usually refinanced or repaid from a sale. Commercial terms are commonly 5 to 10 years.',
  },
  {
    term: 'Amortization',
    definition:
      'The period over which the regular payments would repay the loan in full; it sets the monthly payment. Commercial loans often amortize over 25 or 30 years while the term is shorter, which is what leaves a balloon.',
  },
  {
    term: 'Interest-only (IO) period',
    definition:
      'Months or years, usually at the start, when payments cover interest only. The balance does not go down, and the payment rises when amortization begins.',
  },
  {
    term: 'DSCR (debt service coverage ratio)',
    definition:
      'Net operating income divided by the annual loan payments. 1.25 means the property earns 25% more than the debt costs; lenders commonly ask for 1.20 to 1.35 or more.',
  },
  {
    term: 'LTV (loan-to-value)',
    definition:
      'The loan amount divided by the appraised value of the property. Commercial lenders typically lend up to 65% to 80% of value, depending on the property and the program.',
  },
  {
    term: 'Debt yield',
    definition:
      'Net operating income divided by the loan amount, as a percentage: the return the lender would earn from the property alone. Many lenders look for 8% to 10% or more, whatever the rate or amortization.',
  },
]

/** Plain-language definitions of the terms in the rate table and the calculators. */
export function KeyTerms() {
  return (
    <dl className="key-terms">
      {KEY_TERMS.map(({ term, definition }) => (
        <div key={term} className="key-terms__item">
          <dt>{term}</dt>
          <dd>{definition}</dd>
        </div>
      ))}
    </dl>
  )
}
