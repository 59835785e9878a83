import { ScrollTable } from '../../../../components/scroll-table'
import { TENANT_COLUMNS } from '../../../../finance/field-table'
import { formatNumber } from '../../../../lib/format'
import { cellFormatter } from '../tenant-columns'
import { skippedText } from './import-report-text'
import type { ReadRowOutcome } from './read-rent-roll'

/** What the preview says of a row: why it is not imported, or which of its cells cannot be read. */
function note({ line, read }: ReadRowOutcome): string {
  if (read.kind === 'skipped')
    return skippedText([{ line, name: read.name, reason: read.reason }])[0] ?? ''
  const unreadable = Object.keys(read.tenant.unreadable ?? {})
  if (unreadable.length === 0) return 'Imported.'
  const labels = TENANT_COLUMNS.filter(({ field }) => unreadable.includes(field)).map(
    ({ label }) => label,
  )
  return `Imported, left out of the analysis until fixed: ${labels.join(', ')} could not be read.`
}

/** The first rows below the header as they will be read: the tenant's cells, or why none. */
export function ImportPreview(props: { rows: readonly ReadRowOutcome[]; labelledBy: string }) {
  const { rows, labelledBy } = props
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
                  {row.read.kind === 'tenant'
                    ? cellFormatter(field)({
                        data: { ...row.read.tenant, id: '' },
                        value: row.read.tenant[field],
                      })
                    : field === 'name'
                      ? row.read.name
                      : ''}
                </td>
              ))}
              <td className="import-dialog__note">{note(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
