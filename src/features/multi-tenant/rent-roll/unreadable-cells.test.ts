import { describe, expect, it } from 'vitest'
import type { Tenant } from '../../../finance/cash-flow/types'
import { newTenant } from '../scenario/scenario-defaults'
import { cellKeyChange } from './cell-actions'
import { cellFormatter } from './tenant-columns'

const today = new Date(2026, 5, 15, 12)
const above = { ...newTenant([], today, 'a'), leaseType: 'Gross' as const }
const marked: Tenant = {
  ...newTenant([above], today, 'b'),
  unreadable: { leaseType: 'Ground', leaseStart: 'soon' },
}
const now = { rows: [above, marked], tenants: [above, marked], picked: [], today }
const changed = (change: ReturnType<typeof cellKeyChange>) =>
  change.kind === 'change' ? change.tenants[1] : null

describe('a cell kept as unreadable text', () => {
  it('shows its text in the grid until it has a value', () => {
    const show = (tenant: Tenant) =>
      cellFormatter('leaseType')({ data: tenant, value: tenant.leaseType })
    expect(show(marked)).toBe('Ground')
    expect(show({ ...marked, unreadable: { leaseStart: 'soon' } })).toBe('NNN')
  })

  it('is fixed by a lease-type letter, even for the type the row held meanwhile', () => {
    const at = { rowId: 'b', colId: 'leaseType' }
    const fixed = changed(cellKeyChange({ kind: 'pickLeaseType', value: 'NNN' }, at, now))
    expect(fixed).toMatchObject({ leaseType: 'NNN', unreadable: { leaseStart: 'soon' } })
  })

  it('is fixed by Delete (the default) and by Ctrl+D (the cell above)', () => {
    const at = { rowId: 'b', colId: 'leaseType' }
    expect(changed(cellKeyChange({ kind: 'clear' }, at, now))?.unreadable).toEqual({
      leaseStart: 'soon',
    })
    expect(changed(cellKeyChange({ kind: 'fillDown' }, at, now))).toMatchObject({
      leaseType: 'Gross',
      unreadable: { leaseStart: 'soon' },
    })
  })
})
