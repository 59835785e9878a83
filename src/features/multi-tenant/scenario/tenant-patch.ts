import type { Tenant } from '../../../finance/cash-flow/types'

/**
 * A change of a rent roll row's cells. A cell a paste or import kept as unreadable text is fixed
 * by any value given to it (even the value the row held meanwhile): every way of changing a cell
 * (typing, paste, Delete, Ctrl+D, a lease-type letter) goes through here.
 */

export type TenantPatch = Partial<Omit<Tenant, 'id'>>

/** Whether `patch` gives a value to a cell the row keeps as unreadable text. */
export const fixesUnreadable = (tenant: Tenant, patch: TenantPatch) =>
  tenant.unreadable !== undefined && Object.keys(patch).some((field) => field in tenant.unreadable!)

/** The tenant with `patch` applied: a cell given a value is no longer unreadable. */
export function patchTenant(tenant: Tenant, patch: TenantPatch): Tenant {
  const next = { ...tenant, ...patch }
  if (!fixesUnreadable(tenant, patch)) return next
  const unreadable = Object.fromEntries(
    Object.entries(tenant.unreadable!).filter(([field]) => !(field in patch)),
  )
  if (Object.keys(unreadable).length > 0) next.unreadable = unreadable
  else delete next.unreadable
  return next
}
