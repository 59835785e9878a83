import { Card } from '../../../components/card'
import { useState } from 'react'
import type { ScheduleRow } from '../../../finance/amortization'
import type { MortgageInput, MortgageResult } from '../../../finance/mortgage'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import { WorkbookDownload } from '../../../components/workbook-download'
import { datedFileName } from '../../../lib/file-name'
import { formatCurrencyCents } from '../../../lib/format'
import { scheduleCsv, scheduleTotals, scheduleTsv, type ScheduleView } from './schedule-export'
import { FigureTable } from '../../../components/figure-table'

export interface AmortizationScheduleProps {
  input: MortgageInput
  result: MortgageResult
}

/** Copy for Excel and Download CSV of one view of the schedule, named after it. */
function ScheduleExport({ rows, view }: { rows: ScheduleRow[]; view: ScheduleView }) {
  return (
    <SpreadsheetExport
      label={view === 'monthly' ? 'Monthly Schedule' : undefined}
      toText={(separator) => (separator === '\t' ? scheduleTsv : scheduleCsv)(rows, view)}
      rowCount={rows.length}
      fileName={`amortization-schedule-${view}.csv`}
      note={`Exports the ${view} schedule.`}
    />
  )
}

/**
 * Yearly rows over the loan term with totals and the balloon; monthly rows on demand, each with
 * its own Copy for Excel and Download CSV above it (the yearly ones always export the years).
 * Download Excel Workbook saves the inputs, results and monthly schedule as live formulas.
 */
export function AmortizationSchedule({ input, result }: AmortizationScheduleProps) {
  const { schedule, balloonPayment } = result
  const { loanTermYears } = input
  const [showMonthly, setShowMonthly] = useState(false)

  return (
    <Card title="Amortization Schedule" className="schedule">
      <WorkbookDownload
        fileName={() => datedFileName('mortgage', null, new Date(), 'xlsx')}
        build={async () => (await import('./mortgage-workbook')).mortgageWorkbook(input, result)}
        note="Inputs, results and the monthly schedule as Excel formulas."
      />
      <ScheduleExport rows={schedule.yearly} view="yearly" />
      <ScheduleTable rows={schedule.yearly} view="yearly" />
      <p className="schedule__balloon">
        {balloonPayment > 0
          ? `Balloon payment due at the end of year ${loanTermYears}: ${formatCurrencyCents(balloonPayment)}.`
          : `No balloon payment: the loan is fully repaid within the ${loanTermYears}-year term.`}
      </p>
      <button
        type="button"
        className="button button--secondary no-print"
        aria-expanded={showMonthly}
        aria-controls="monthly-schedule"
        onClick={() => setShowMonthly((shown) => !shown)}
      >
        {showMonthly ? 'Hide monthly schedule' : 'Show monthly schedule'}
      </button>
      <div id="monthly-schedule" hidden={!showMonthly}>
        {showMonthly ? (
          <>
            <ScheduleExport rows={schedule.monthly} view="monthly" />
            <ScheduleTable rows={schedule.monthly} view="monthly" scrolls />
          </>
        ) : null}
      </div>
    </Card>
  )
}

function ScheduleTable(props: { rows: ScheduleRow[]; view: ScheduleView; scrolls?: boolean }) {
  const { rows, view, scrolls } = props
  const totals = scheduleTotals(rows)
  const money = (value: number) => ({ content: formatCurrencyCents(value) })
  return (
    <FigureTable
      label={`Scrollable ${view} schedule`}
      caption={`${view === 'yearly' ? 'Yearly' : 'Monthly'} amortization schedule`}
      className="schedule__table"
      scrollClassName={scrolls ? 'schedule__scroll' : undefined}
      columns={[
        view === 'yearly' ? 'Year' : 'Month',
        'Payment',
        'Interest',
        'Principal',
        'Ending Balance',
      ]}
      rows={rows.map((row) => ({
        key: row.period,
        header: row.period,
        cells: [row.payment, row.interest, row.principal, row.endingBalance].map(money),
      }))}
      footer={{
        key: 'total',
        header: 'Total',
        cells: [...[totals.payment, totals.interest, totals.principal].map(money), { content: '' }],
      }}
    />
  )
}
