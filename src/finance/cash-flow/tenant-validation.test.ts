import { describe, expect, it } from 'vitest'
import { tenant, workedExample } from '../../../tests/cash-flow-scenarios'
import { checkTenant, checkingOnce } from './tenant-validation'
import { startMonthOf } from './timeline'

describe('checking each row once', () => {
  const start = startMonthOf(workedExample)
  const rows = [...workedExample.tenants, tenant({ squareFootage: -5 }), tenant({ leaseStart: '' })]

  it('reads every row as checkTenant does', () => {
    const check = checkingOnce(start)
    for (const row of rows) expect(check(row)).toEqual(checkTenant(row, start))
  })

  it('keeps the check of a row it has seen and checks a changed row afresh', () => {
    const check = checkingOnce(start)
    const row = rows[0]!
    const first = check(row)
    expect(check(row)).toBe(first)
    const changed = { ...row, squareFootage: -1 }
    expect(check(changed).ok).toBe(false)
    expect(check(row)).toBe(first)
  })
})
