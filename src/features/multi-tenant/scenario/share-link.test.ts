import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import example from '../../../../tests/fixtures/worked-example-multi-tenant.json'
import tenTenants from '../../../../tests/fixtures/ten-tenant-scenario.json'
import { validScenario } from '../../../../tests/arbitraries'
import { parseScenarioText, scenarioJsonValue } from './scenario-codec'
import { DAMAGED_LINK, decodeShareHash, encodeShareHash, hasShareLink } from './share-link'

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

/** Bytes through a compression or decompression stream of the platform. */
async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
) {
  return new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer(),
  )
}

/** A `#scenario=` link of PRODUCT.md 6, as links were written before compression. */
const plainLink = (json: string) => `#scenario=${base64Url(new TextEncoder().encode(json))}`
/** A `#z=` link of any text, compressed with deflate-raw. */
const compressedLink = async (json: string) =>
  `#z=${base64Url(await through(new TextEncoder().encode(json), new CompressionStream('deflate-raw')))}`

const worked = parseScenarioText(JSON.stringify(example))
if (!worked.ok) throw new Error(worked.message)
const named = {
  ...worked.scenario,
  propertyName: 'Maple Plaza',
  tenants: worked.scenario.tenants.map((tenant, index) => ({
    ...tenant,
    name: ['Café Zoë 🍕', '<b>x</b>'][index]!,
  })),
}

describe('share links', () => {
  it('writes #z= links of URL-safe characters that give the same scenario back', async () => {
    await fc.assert(
      fc.asyncProperty(validScenario, async (original) => {
        const hash = await encodeShareHash(original)
        expect(hash).toMatch(/^z=[A-Za-z0-9_-]*$/)
        // The link carries JSON, which writes -0 (an escalation the arbitraries may draw) as 0.
        const carried = JSON.parse(JSON.stringify(original)) as typeof original
        expect(await decodeShareHash(`#${hash}`)).toEqual({ ok: true, scenario: carried })
      }),
      { numRuns: 25 },
    )
  })

  it('keeps names in any script, markup and the property name exactly', async () => {
    const decoded = await decodeShareHash(`#${await encodeShareHash(named)}`)
    expect(decoded).toEqual({ ok: true, scenario: named })
  })

  it('compresses the JSON with deflate-raw, so a link is a fraction of its #scenario= length', async () => {
    const scenario = parseScenarioText(JSON.stringify(tenTenants))
    if (!scenario.ok) throw new Error(scenario.message)
    const hash = await encodeShareHash(scenario.scenario)
    const json = JSON.stringify(scenarioJsonValue(scenario.scenario))
    const inflated = await through(
      fromBase64Url(hash.slice('z='.length)),
      new DecompressionStream('deflate-raw'),
    )
    expect(new TextDecoder().decode(inflated)).toBe(json)
    expect(hash.length).toBeLessThan(plainLink(json).length / 3)
  })

  it('keeps opening #scenario= links', async () => {
    expect(await decodeShareHash(plainLink(JSON.stringify(example)))).toEqual(worked)
    expect(hasShareLink(plainLink('{}'))).toBe(true)
  })

  it('says a link is damaged or incomplete when its text is not a scenario', async () => {
    const damaged = { ok: false, message: DAMAGED_LINK }
    const json = JSON.stringify(example)
    const whole = await compressedLink(json)
    for (const hash of [
      '#scenario=%%%',
      '#z=%%%',
      `#scenario=${base64Url(new Uint8Array([0xff, 0xfe, 0xfd]))}`,
      // Cut short when copied: the first part of the JSON, or of the compressed bytes.
      plainLink(json).slice(0, -40),
      whole.slice(0, -10),
      `#z=${base64Url(new TextEncoder().encode(json))}`,
    ])
      expect(await decodeShareHash(hash), hash).toEqual(damaged)
  })

  it('refuses a link that inflates to more than a scenario can be', async () => {
    const huge = `{"version":1,"padding":"${' '.repeat(3_000_000)}"}`
    expect(await decodeShareHash(await compressedLink(huge))).toEqual({
      ok: false,
      message: DAMAGED_LINK,
    })
  })

  it('explains a scenario that does not validate, and ignores hashes without a link', async () => {
    const wrongVersion = JSON.stringify({ ...example, version: 3 })
    expect(await decodeShareHash(await compressedLink(wrongVersion))).toEqual({
      ok: false,
      message: 'The shared scenario was not loaded. The scenario version must be 2 (or 1).',
    })
    expect(await decodeShareHash('')).toBeNull()
    expect(await decodeShareHash('#section-2')).toBeNull()
    expect(hasShareLink('#section-2')).toBe(false)
  })
})
