import { readFileSync } from 'node:fs'

/**
 * Reads the headers that `public/_headers` (Netlify / Cloudflare Pages format) sets for every
 * path, so that `vite preview` serves the build exactly as a static host would.
 */
export function readStaticHeaders(file: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inCatchAll = false
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inCatchAll = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (inCatchAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}
