import type { Scenario } from '../../../finance/cash-flow/types'
import {
  MAX_SCENARIO_BYTES,
  scenarioFromJson,
  scenarioJsonValue,
  type DecodeResult,
} from './scenario-codec'

/**
 * The scenario in a link's hash (PRODUCT.md 6 and 10.1). Copy Share Link writes
 * `#z=<base64url of the scenario JSON compressed with deflate-raw>`, short enough for a rent roll
 * of hundreds of tenants; links written before, `#scenario=<base64url of the UTF-8 JSON>`, keep
 * opening. Compression runs on the browser's CompressionStream, so both directions are async.
 */

export const COMPRESSED_HASH_KEY = 'z'
export const PLAIN_HASH_KEY = 'scenario'

/**
 * What a share link says when its text is not a scenario at all: cut short when it was copied,
 * or changed on the way (a scenario that reads but does not validate is explained instead).
 */
export const DAMAGED_LINK =
  'The share link is damaged or incomplete (part of it may have been cut off when it was copied), so its scenario could not be read.'

function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function bytesFromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * All the bytes `bytes` become through `transform`; stops with an error past `limit` bytes, so
 * a hostile link cannot inflate to gigabytes.
 */
async function through(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
  limit = Number.POSITIVE_INFINITY,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = new Blob([bytes]).stream().pipeThrough(transform).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length
    if (size > limit) {
      await reader.cancel()
      throw new Error(`more than ${limit} bytes`)
    }
    chunks.push(read.value)
  }
  const joined = new Uint8Array(size)
  chunks.reduce((offset, chunk) => (joined.set(chunk, offset), offset + chunk.length), 0)
  return joined
}

/** `z=<base64url of the deflate-raw compressed JSON>`, the hash of a share link (without '#'). */
export async function encodeShareHash(scenario: Scenario): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(scenarioJsonValue(scenario)))
  const compressed = await through(json, new CompressionStream('deflate-raw'))
  return `${COMPRESSED_HASH_KEY}=${base64UrlFromBytes(compressed)}`
}

/** The encoded scenario of a hash and how it was written, or null when the hash has none. */
function linkIn(hash: string): { compressed: boolean; encoded: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const compressed = params.get(COMPRESSED_HASH_KEY)
  if (compressed !== null) return { compressed: true, encoded: compressed }
  const plain = params.get(PLAIN_HASH_KEY)
  return plain === null ? null : { compressed: false, encoded: plain }
}

/** Whether a URL hash carries a share link (of either kind). */
export const hasShareLink = (hash: string) => linkIn(hash) !== null

/** The JSON text a link carries; throws when its bytes are not that. */
async function linkText({ compressed, encoded }: { compressed: boolean; encoded: string }) {
  const bytes = bytesFromBase64Url(encoded)
  const json = compressed
    ? await through(bytes, new DecompressionStream('deflate-raw'), MAX_SCENARIO_BYTES)
    : bytes
  return new TextDecoder('utf-8', { fatal: true }).decode(json)
}

/** The scenario in a URL hash, null when the hash has none, or why it cannot be used. */
export async function decodeShareHash(hash: string): Promise<DecodeResult | null> {
  const link = linkIn(hash)
  if (link === null) return null
  let json: unknown
  try {
    json = JSON.parse(await linkText(link))
  } catch {
    return { ok: false, message: DAMAGED_LINK }
  }
  const result = scenarioFromJson(json)
  return result.ok
    ? result
    : { ok: false, message: `The shared scenario was not loaded. ${result.message}` }
}
