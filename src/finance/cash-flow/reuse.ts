import type { EngineOutcome } from '../problems'
import {
  analyzeScenario,
  operationsOf,
  tenantFlow,
  tenantFlowTerms,
  type Operations,
  type RentRollFlows,
} from './analyze'
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

/** What every tenant's cash flow reads besides its own row, as text to compare. */
const sharedTermsKey = (input: AnalysisInput) =>
  JSON.stringify([
    input.operatingExpenses,
    input.marketLeasing,
    input.analysisStart,
    input.rentBasis,
  ])

/** The rows of `input`, each the very row of `before` at its place. */
const sameRows = (input: AnalysisInput, before: readonly Tenant[]) =>
  input.tenants.length === before.length && input.tenants.every((row, at) => row === before[at])

/**
 * An analyzer for a scenario edited one input at a time (the finance worker's), with the results
 * of `analyzeScenario` to the bit: it keeps each tenant's check and cash flow from the analysis
 * before and computes them again only for a row that changed, or for every row when a term all
 * tenants share changed (expenses, market leasing, the analysis start or the rent basis). An edit
 * of a rent roll cell then recomputes one tenant; the tenants are most of the work at 500 of them
 * (PRODUCT.md 10.1). When neither a row nor an operating input changed (an edit of a debt, exit or
 * returns input), the operating lines are kept whole too: in Node, a debt edit at 500 tenants
 * takes 0.2 ms instead of 1.2 (6.4 read afresh).
 */
export function reusingAnalyzer(): (input: AnalysisInput) => EngineOutcome<Analysis> {
  let kept: { tenants: readonly Tenant[]; key: string; operations: Operations } | null = null
  let seenTermsKey = ''
  /** The rows of the last analysis by id, each with what was read from it. */
  let seen = new Map<string, TenantReading>()

  /** The rent roll's readings; `termsKey`: the terms all tenants share (`sharedTermsKey`). */
  const readRentRoll = (input: AnalysisInput, termsKey: string): RentRollFlows => {
    const terms = tenantFlowTerms(input)
    const before = termsKey === seenTermsKey ? seen : new Map<string, TenantReading>()
    const now = new Map<string, TenantReading>()
    /** This analysis's readings by row (ids may repeat in a rent roll; rows are its own). */
    const byRow = new Map<Tenant, TenantReading>()
    const read = (tenant: Tenant): TenantReading => {
      const known = before.get(tenant.id)
      if (known && (known.tenant === tenant || sameRow(known.tenant, tenant))) return known
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
    seenTermsKey = termsKey
    seen = now
    return { valid, invalid, flows: valid.map(({ tenant }) => byRow.get(tenant)!.flow!) }
  }

  const readOperations = (input: AnalysisInput): Operations => {
    const termsKey = sharedTermsKey(input)
    // The operating lines read the underwriting inputs too; the tenants' flows do not.
    const key = termsKey + JSON.stringify(input.underwriting)
    if (kept?.key === key && sameRows(input, kept.tenants)) return kept.operations
    const operations = operationsOf(input, readRentRoll(input, termsKey))
    kept = { tenants: input.tenants, key, operations }
    return operations
  }

  return (input) => analyzeScenario(input, readOperations)
}
