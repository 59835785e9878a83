import { useState } from 'react'
import type { ScheduleRow } from '../../../finance/amortization'
import { copyText, downloadText } from '../../../lib/browser-files'
import { formatCurrencyCents } from '../../../lib/format'
import { scheduleCsv, scheduleTotals, scheduleTsv, type ScheduleView } from './schedule-export'
import { ScrollTable } from './scroll-table'

export interface AmortizationScheduleProps {
  schedule: { yearly: ScheduleRow[]; monthly: ScheduleRow[] }
  balloonPayment: number
  loanTermYears: number
}

type ExportStatus = { kind: 'success' | 'error'; text: string } | null

/**
 * Yearly rows over the loan term with totals and the balloon; monthly rows on demand. Copy for
 * Excel and Download CSV export the rows on view (the monthly ones while they are shown).
 */
export function AmortizationSchedule(props: AmortizationScheduleProps) {
  const { schedule, balloonPayment, loanTermYears } = props
  const [showMonthly, setShowMonthly] = useState(false)
  const [status, setStatus] = useState<ExportStatus>(null)
  const view: ScheduleView = showMonthly ? 'monthly' : 'yearly'
  const rows = schedule[view]

  async function copy() {
    try {
      await copyText(scheduleTsv(rows, view))
      setStatus({ kind: 'success', text: `Copied ${rows.length} rows` })
    } catch (error) {
      console.warn('Copy for Excel failed', error)
      setStatus({
        kind: 'error',
        text: 'Could not copy: the browser blocked clipboard access. Use Download CSV instead.',
      })
    }
  }

  function download() {
    const fileName = `amortization-schedule-${view}.csv`
    downloadText(fileName, scheduleCsv(rows, view), 'text/csv;charset=utf-8')
    setStatus({ kind: 'success', text: `Downloaded ${fileName} (${rows.length} rows)` })
  }

  return (
    <section className="card schedule" aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="card__title">
        Amortization Schedule
      </h2>
      <div className="schedule__actions">
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy for Excel
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          Download CSV
        </button>
        <span className="schedule__scope">Exports the {view} schedule.</span>
      </div>
      <p
        className={
          status?.kind === 'error' ? 'schedule__status notice notice--error' : 'schedule__status'
        }
        role="status"
      >
        {status?.text}
      </p>
      <ScheduleTable rows={schedule.yearly} view="yearly" />
      <p className="schedule__balloon">
        {balloonPayment > 0
          ? `Balloon payment due at the end of year ${loanTermYears}: ${formatCurrencyCents(balloonPayment)}.`
          : `No balloon payment: the loan is fully repaid within the ${loanTermYears}-year term.`}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={showMonthly}
        aria-controls="monthly-schedule"
        onClick={() => setShowMonthly((shown) => !shown)}
      >
        Show monthly schedule
      </button>
      <div id="monthly-schedule" hidden={!showMonthly}>
        {showMonthly ? <ScheduleTable rows={schedule.monthly} view="monthly" scrolls /> : null}
      </div>
    </section>
  )
}

function ScheduleTable(props: { rows: ScheduleRow[]; view: ScheduleView; scrolls?: boolean }) {
  const { rows, view, scrolls } = props
  const totals = scheduleTotals(rows)
  const unit = view === 'yearly' ? 'Year' : 'Month'
  const caption = `${view === 'yearly' ? 'Yearly' : 'Monthly'} amortization schedule`
  return (
    <ScrollTable
      label={`Scrollable ${view} schedule`}
      className={scrolls ? 'schedule__scroll' : undefined}
    >
      <table className="data-table schedule__table" aria-label={caption}>
        <thead>
          <tr>
            {[unit, 'Payment', 'Interest', 'Principal', 'Ending Balance'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{row.period}</th>
              <td>{formatCurrencyCents(row.payment)}</td>
              <td>{formatCurrencyCents(row.interest)}</td>
              <td>{formatCurrencyCents(row.principal)}</td>
              <td>{formatCurrencyCents(row.endingBalance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCurrencyCents(totals.payment)}</td>
            <td>{formatCurrencyCents(totals.interest)}</td>
            <td>{formatCurrencyCents(totals.principal)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  )
}
