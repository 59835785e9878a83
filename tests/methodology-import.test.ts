import { describe, expect, it } from 'vitest'
import source from '../src/features/multi-tenant/rent-roll/import/rent-roll-import.md?raw'
import {
  IMPORT_FIELD_ORDER,
  matchHeader,
  type ImportField,
} from '../src/features/multi-tenant/rent-roll/import/import-fields'

/**
 * The methodology page's import section names the headers an import reads, field by field: each
 * one a bullet "**Field**: Header, Header, ...". Every header it names must be read as that field,
 * so the page never promises a header the import does not know.
 */

/** The section's field names, as its bullets write them, and the import field each one is. */
const FIELD_OF: Record<string, ImportField> = {
  'Tenant name': 'name',
  Suite: 'suite',
  'Square feet': 'squareFootage',
  'Rent per square foot a year': 'rentPerSfYear',
  'Rent per square foot a month': 'rentPerSfMonth',
  'Rent in dollars a year': 'rentAnnual',
  'Rent in dollars a month': 'rentMonthly',
  Escalation: 'annualEscalation',
  'Lease start': 'leaseStart',
  'Lease expiration': 'leaseExpiration',
  'Lease type': 'leaseType',
  'Base year': 'baseYear',
  Status: 'status',
  TI: 'tiPerSF',
  'Leasing commission': 'leasingCommission',
}

/** The bullets of the "Header names" part: the field's name and the headers listed for it. */
function headerLists(markdown: string): { field: string; headers: string[] }[] {
  const part = markdown.split(/^### /m).find((each) => each.startsWith('Header names'))!
  const bullets = part.split(/^- /m).slice(1)
  return bullets.map((bullet) => {
    const text = bullet.replace(/\s+/g, ' ').trim()
    const match = /^\*\*(.+?)\*\*[^:]*: (.+?)\.(?: |$)/.exec(text)
    if (!match) throw new Error(`not a list of headers: ${text}`)
    return { field: match[1]!, headers: match[2]!.split(', ') }
  })
}

describe('the import section of the methodology page', () => {
  const lists = headerLists(source)

  it('lists the headers of every field an import reads, once each', () => {
    expect(lists.map(({ field }) => FIELD_OF[field] ?? field).sort()).toEqual(
      [...IMPORT_FIELD_ORDER].sort(),
    )
  })

  it('names only headers the import reads as the field it lists them under', () => {
    const misread = lists.flatMap(({ field, headers }) =>
      headers
        .filter((header) => matchHeader(header) !== FIELD_OF[field])
        .map((header) => `${header}: read as ${matchHeader(header)}, listed as ${field}`),
    )
    expect(misread).toEqual([])
  })
})
