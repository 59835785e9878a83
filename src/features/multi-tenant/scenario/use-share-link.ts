import { useEffect, useRef, useState } from 'react'
import { analyzeInWorker } from './analysis-store'
import type { DecodeResult } from './scenario-codec'
import { decodeShareHash, hasShareLink } from './share-link'

/** Takes the share link out of the address bar, so a reload shows the autosaved edits. */
export function removeShareLink() {
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
}

/** The share link of an address, being read (the one read last). */
let reading: { hash: string; read: Promise<DecodeResult | null> } | null = null

/**
 * Reads the share link in `hash` (null: none), and starts the analysis of its scenario as soon
 * as it is read. The router calls it as the page's code arrives, so neither waits for the page's
 * first renders: a 500-tenant link's first analysis takes a fresh worker about 200 ms, and the
 * page's own request for it then finds the rows analysed (scenario-update.ts, reuse.ts).
 */
export function readShareLink(hash: string): Promise<DecodeResult | null> {
  if (reading?.hash !== hash) {
    const read = decodeShareHash(hash).then((shared) => {
      if (shared?.ok) analyzeInWorker(shared.scenario).catch(() => {})
      return shared
    })
    reading = { hash, read }
  }
  return reading.read
}

/** The share link the page opened with: still being read, or read (null when there was none). */
export type OpeningLink = { reading: true } | { reading: false; shared: DecodeResult | null }

/**
 * Reads the share link of the address the page opened with before the scenario boots (a `#z=`
 * link is decompressed, which the browser does asynchronously); without one it is read at once.
 */
export function useOpeningShareLink(): OpeningLink {
  const [hash] = useState(() => window.location.hash)
  const [link, setLink] = useState<OpeningLink>(() =>
    hasShareLink(hash) ? { reading: true } : { reading: false, shared: null },
  )
  useEffect(() => {
    if (!link.reading) return
    let current = true
    void readShareLink(hash).then((shared) => {
      if (current) setLink({ reading: false, shared })
    })
    return () => {
      current = false
    }
  }, [hash, link.reading])
  return link
}

/**
 * A share link pasted into the address bar of the open page only changes the hash: each one is
 * read and handed to `open` (taken out of the address bar first); a link pasted while an earlier
 * one is still being read wins over it.
 */
export function useShareLinkChanges(open: (shared: DecodeResult) => void) {
  const latest = useRef(open)
  useEffect(() => {
    latest.current = open
  })
  useEffect(() => {
    let pasted = 0
    async function openSharedHash() {
      const hash = window.location.hash
      if (!hasShareLink(hash)) return
      const mine = ++pasted
      removeShareLink()
      const shared = await decodeShareHash(hash)
      if (shared && mine === pasted) latest.current(shared)
    }
    const listener = () => void openSharedHash()
    window.addEventListener('hashchange', listener)
    return () => window.removeEventListener('hashchange', listener)
  }, [])
}
