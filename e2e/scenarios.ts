import { readFileSync } from 'node:fs'

/** The worked example of PRODUCT.md 4.3/4.4 (two tenants, start year 2026), a copy of ../shared/examples. */
export const workedExample = JSON.parse(
  readFileSync(
    new URL('../tests/fixtures/worked-example-multi-tenant.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>

/** A full rent roll of 10 tenants (mixed lease types, rollovers, market leasing, a value). */
export const tenTenantScenario = JSON.parse(
  readFileSync(new URL('../tests/fixtures/ten-tenant-scenario.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

/** The `/super-legit-calculator#scenario=...` address that opens `scenario`. */
export function shareUrl(scenario: unknown): string {
  const encoded = Buffer.from(JSON.stringify(scenario), 'utf8').toString('base64url')
  return `/super-legit-calculator#scenario=${encoded}`
}
