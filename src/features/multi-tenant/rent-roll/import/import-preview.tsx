import { ScrollTable } from '../../../../components/scroll-table'
import { TENANT_COLUMNS, type TenantField } from '../../../../finance/field-table'
import { formatNumber, listInWords } from '../../../../lib/format'
import { cellFormatter } from '../tenant-columns'
import type { ColumnMapping } from './find-header'
import type { ReadRowOutcome } from './read-rent-roll'
import { skippedText } from './rows-report-text'

type TenantOutcome = Extract<ReadRowOutcome['read'], { kind: 'tenant' }>

/**
 * What a cell the row lacks says in the preview: the text that could not be read, or that the
 * date was blank or has no column (PRODUCT.md 11.7: never a date made up).
 */
function missingCell(read: TenantOutcome, field: TenantField, mapping: ColumnMapping) {
  const text = read.tenant.unreadable?.[field]
  if (text === undefined) return null
  if (text !== '') return text
  if (field !== 'leaseStart' && field !== 'leaseExpiration') return 'none'
  return mapping.includes(field) ? 'blank' : 'no column'
}

/** What the preview says of a row: why it is not imported, or which cells it lacks. */
function note({ line, read }: ReadRowOutcome, mapping: ColumnMapping): string {
  if (read.kind === 'skipped')
    return skippedText([{ line, name: read.name, reason: read.reason }])[0] ?? ''
  const lacking = TENANT_COLUMNS.flatMap(({ field, label }) => {
    const missing = missingCell(read, field, mapping)
    return missing === null ? [] : [`${label} (${missing})`]
  })
  const what = read.tenant.status === 'vacant' ? 'Imported as a vacant suite' : 'Imported'
  if (lacking.length === 0) return `${what}.`
  return `${what}, left out of the analysis until fixed: ${listInWords(lacking)}.`
}

/** A tenant's cell: its value as the rent roll shows it, or what it lacks, marked. */
function Cell({
  read,
  field,
  mapping,
}: {
  read: TenantOutcome
  field: TenantField
  mapping: ColumnMapping
}) {
  const missing = missingCell(read, field, mapping)
  if (missing !== null) return <mark>{missing}</mark>
  return cellFormatter(field)({ data: read.tenant, value: read.tenant[field] })
}

/**
 * The first rows below the header as they will be read: the tenant's cells, or why none. A
 * cell the row lacks (a date blank or without a column, text that could not be read) is marked.
 */
export function ImportPreview(props: {
  rows: readonly ReadRowOutcome[]
  mapping: ColumnMapping
  labelledBy: string
}) {
  const { rows, mapping, labelledBy } = props
  return (
    <ScrollTable className="import-dialog__preview" labelledBy={labelledBy}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            {TENANT_COLUMNS.map(({ field, label }) => (
              <th key={field} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <th scope="row">{formatNumber(row.line)}</th>
              {TENANT_COLUMNS.map(({ field }) => (
                <td key={field}>
                  {row.read.kind === 'tenant' ? (
                    <Cell read={row.read} field={field} mapping={mapping} />
                  ) : field === 'name' ? (
                    row.read.name
                  ) : (
                    ''
                  )}
                </td>
              ))}
              <td className="import-dialog__note">{note(row, mapping)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
