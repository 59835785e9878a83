import { useId } from 'react'
import type { Analysis } from '../../../finance/cash-flow/types'
import { TermList } from '../../../components/term-list'
import { creditSummary, type MoneyLine, type SummaryLine } from './credit-summary-model'
import './credit-summary.css'

/** A group of the summary's lines under its heading. */
function SummaryGroup({ title, lines }: { title: string; lines: readonly SummaryLine[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="credit-summary__heading">
        {title}
      </h4>
      <TermList
        className="credit-summary__lines"
        terms={lines.map(({ label, text }) => ({ label, value: text }))}
      />
    </section>
  )
}

/** Sources or uses: each amount with its share of the total, and the total. */
function MoneyTable(props: { caption: string; lines: readonly MoneyLine[]; totalText: string }) {
  return (
    <table className="data-table report-table credit-summary__money">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.caption === 'Sources' ? 'Source' : 'Use'}</th>
          <th scope="col">Amount</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {props.lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td>{line.text}</td>
            <td>{line.share}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{props.totalText}</td>
          <td>100.00%</td>
        </tr>
      </tfoot>
    </table>
  )
}

/**
 * The report's first page after its title (PRODUCT.md 11.9): the property, the loan and its
 * coverage, and Sources & Uses, as a credit memo's summary. Printed only; its figures repeat the
 * page's, so they carry no data-metric.
 */
export function CreditSummary(props: { analysis: Analysis; propertyName?: string | undefined }) {
  const summary = creditSummary(props.analysis, props.propertyName)
  const money = summary.sourcesAndUses
  return (
    <>
      <h3 className="report-heading">Credit Summary</h3>
      <div className="credit-summary__groups">
        <SummaryGroup title="Property" lines={summary.property} />
        <SummaryGroup title="Loan" lines={summary.loan} />
      </div>
      <h4 className="credit-summary__heading">Sources &amp; Uses</h4>
      {money ? (
        <div className="credit-summary__sources-uses">
          <MoneyTable caption="Sources" lines={money.sources} totalText={money.totalText} />
          <MoneyTable caption="Uses" lines={money.uses} totalText={money.totalText} />
        </div>
      ) : (
        <p className="credit-summary__note">
          No property value is given: the purchase price, the equity and the LTV test need it.
        </p>
      )}
    </>
  )
}
