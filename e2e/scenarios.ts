import { readFileSync } from 'node:fs'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { MULTI_TENANT_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { PATHS } from '../src/lib/paths'

/** The worked example of PRODUCT.md 4.3/4.4 (two tenants; start year 2026). */
export const workedExample: Record<string, unknown> = MULTI_TENANT_WORKED_EXAMPLE.scenario

/** A full rent roll of 10 tenants (mixed lease types, rollovers, market leasing, a value). */
export const tenTenantScenario = JSON.parse(
  readFileSync(new URL('../tests/fixtures/ten-tenant-scenario.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

/**
 * PRODUCT.md 11.10's example: from November 2026, two leases and a vacant suite, sized on
 * Underwritten NCF, with a property value.
 */
export const monthlyExample = JSON.parse(
  readFileSync(new URL('../tests/fixtures/worked-example-monthly.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

/** The `/super-legit-calculator#scenario=...` address that opens `scenario`. */
export function shareUrl(scenario: unknown): string {
  const encoded = Buffer.from(JSON.stringify(scenario), 'utf8').toString('base64url')
  return `${PATHS.multiTenant}#scenario=${encoded}`
}

/** The `/super-legit-calculator#z=...` address of `scenario`, compressed by Node's zlib. */
export function compressedShareUrl(scenario: unknown): string {
  const encoded = deflateRawSync(JSON.stringify(scenario)).toString('base64url')
  return `${PATHS.multiTenant}#z=${encoded}`
}

/**
 * The scenario JSON a link copied from the page carries: `#z=<base64url of the deflate-raw
 * compressed JSON>`, read here with Node's zlib (not the page's code).
 */
export function scenarioInLink(link: string): Record<string, unknown> {
  const [, encoded] = /#z=([\w-]+)$/.exec(link) ?? []
  if (!encoded) throw new Error(`not a #z= share link: ${link}`)
  const json = inflateRawSync(Buffer.from(encoded, 'base64url')).toString('utf8')
  return JSON.parse(json) as Record<string, unknown>
}
