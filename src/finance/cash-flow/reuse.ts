import type { EngineOutcome } from '../problems'
import { analyzeScenario, tenantFlow, tenantFlowTerms, type RentRollFlows } from './analyze'
import type { TenantCashFlow } from './leases'
import { checkTenant, validateTenants, type TenantCheck } from './tenant-validation'
import type { Analysis, AnalysisInput, Tenant } from './types'

interface TenantReading {
  tenant: Tenant
  check: TenantCheck
  flow: TenantCashFlow | null
}

/** Whether two rows hold the same values (the texts of unreadable cells included). */
function sameRow(a: Tenant, b: Tenant): boolean {
  const keys = Object.keys(a) as (keyof Tenant)[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (key) =>
      a[key] === b[key] ||
      (key === 'unreadable' && JSON.stringify(a.unreadable) === JSON.stringify(b.unreadable)),
  )
}

/**
 * An analyzer for a scenario edited one input at a time (the finance worker's), with the results
 * of `analyzeScenario` to the bit: it keeps each tenant's check and cash flow from the analysis
 * before and computes them again only for a row that changed, or for every row when a term all
 * tenants share changed (expenses, market leasing, the analysis start or the rent basis). An edit of a debt or exit
 * input then recomputes no tenant and an edit of a rent roll cell one; the tenants are most of
 * the work at 500 of them (PRODUCT.md 10.1; in Node, a debt edit takes 1.7 ms instead of 6.4).
 */
export function reusingAnalyzer(): (input: AnalysisInput) => EngineOutcome<Analysis> {
  let sharedTermsKey = ''
  /** The rows of the last analysis by id, each with what was read from it. */
  let seen = new Map<string, TenantReading>()

  const readRentRoll = (input: AnalysisInput): RentRollFlows => {
    const terms = tenantFlowTerms(input)
    const termsKey = JSON.stringify([
      input.operatingExpenses,
      input.marketLeasing,
      input.analysisStart,
      input.rentBasis,
    ])
    const before = termsKey === sharedTermsKey ? seen : new Map<string, TenantReading>()
    const now = new Map<string, TenantReading>()
    /** This analysis's readings by row (ids may repeat in a rent roll; rows are its own). */
    const byRow = new Map<Tenant, TenantReading>()
    const read = (tenant: Tenant): TenantReading => {
      const kept = before.get(tenant.id)
      if (kept && (kept.tenant === tenant || sameRow(kept.tenant, tenant))) return kept
      const check = checkTenant(tenant, terms.start)
      return { tenant, check, flow: check.ok ? tenantFlow(check.valid, terms) : null }
    }
    const checkRow = (tenant: Tenant): TenantCheck => {
      const reading = read(tenant)
      now.set(tenant.id, reading)
      byRow.set(tenant, reading)
      // A kept check was made on an equal row of the analysis before; the analysis reads this one.
      const { check } = reading
      return check.ok ? { ok: true, valid: { ...check.valid, tenant } } : check
    }
    const { valid, invalid } = validateTenants(input.tenants, checkRow)
    sharedTermsKey = termsKey
    seen = now
    return { valid, invalid, flows: valid.map(({ tenant }) => byRow.get(tenant)!.flow!) }
  }

  return (input) => analyzeScenario(input, readRentRoll)
}
