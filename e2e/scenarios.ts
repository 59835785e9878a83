import { readFileSync } from 'node:fs'
import { MULTI_TENANT_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { PATHS } from '../src/routes/paths'

/** The worked example of PRODUCT.md 4.3/4.4 (two tenants; start year 2026). */
export const workedExample: Record<string, unknown> = MULTI_TENANT_WORKED_EXAMPLE.scenario

/** A full rent roll of 10 tenants (mixed lease types, rollovers, market leasing, a value). */
export const tenTenantScenario = JSON.parse(
  readFileSync(new URL('../tests/fixtures/ten-tenant-scenario.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

/** The `/super-legit-calculator#scenario=...` address that opens `scenario`. */
export function shareUrl(scenario: unknown): string {
  const encoded = Buffer.from(JSON.stringify(scenario), 'utf8').toString('base64url')
  return `${PATHS.multiTenant}#scenario=${encoded}`
}
