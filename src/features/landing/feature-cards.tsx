const FEATURES = [
  {
    title: 'Accurate Calculations',
    text: 'Payments, balloon balances and amortization schedules use the standard loan formulas that Excel’s PMT and PV use, computed in your browser to the cent.',
  },
  {
    title: 'DSCR Analysis',
    text: 'See your debt service coverage ratio with a rating, how it changes over a five-year NOI projection, and the largest loan your income supports at a lender’s minimum DSCR.',
  },
  {
    title: 'All Property Types',
    text: 'Office buildings, retail centers, warehouses and industrial, multifamily and hotels: any income-producing property, including multi-tenant buildings with a full rent roll.',
  },
] as const

/** The three selling points of the calculator. */
export function FeatureCards() {
  return (
    <ul className="landing__features">
      {FEATURES.map(({ title, text }) => (
        <li key={title} className="card landing__feature">
          <h2 className="card__title">{title}</h2>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  )
}
