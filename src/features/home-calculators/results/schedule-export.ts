import type { ScheduleRow } from '../../../finance/amortization'
import { toDelimited } from '../../../lib/delimited'

export type ScheduleView = 'yearly' | 'monthly'

const COLUMNS = ['Payment', 'Interest', 'Principal', 'Ending Balance']

/** The schedule as spreadsheet rows: a header, then raw numbers (no $ or separators). */
export function scheduleTable(rows: ScheduleRow[], view: ScheduleView): (string | number)[][] {
  return [
    [view === 'yearly' ? 'Year' : 'Month', ...COLUMNS],
    ...rows.map((row) => [row.period, row.payment, row.interest, row.principal, row.endingBalance]),
  ]
}

/** Tab-separated text for pasting into Excel. */
export function scheduleTsv(rows: ScheduleRow[], view: ScheduleView): string {
  return toDelimited(scheduleTable(rows, view), '\t')
}

/** Comma-separated text for the downloaded file. */
export function scheduleCsv(rows: ScheduleRow[], view: ScheduleView): string {
  return toDelimited(scheduleTable(rows, view), ',')
}

export interface ScheduleTotals {
  payment: number
  interest: number
  principal: number
}

/** Sums of the schedule's payment, interest and principal columns. */
export function scheduleTotals(rows: ScheduleRow[]): ScheduleTotals {
  return rows.reduce(
    (totals, row) => ({
      payment: totals.payment + row.payment,
      interest: totals.interest + row.interest,
      principal: totals.principal + row.principal,
    }),
    { payment: 0, interest: 0, principal: 0 },
  )
}
