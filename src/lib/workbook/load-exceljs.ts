import excelJsUrl from 'exceljs/dist/exceljs.bare.min.js?url'
import type { ExcelJs } from './xlsx-writer'

declare global {
  interface Window {
    /** Set by exceljs's browser bundle once it has run. */
    ExcelJS?: ExcelJs
  }
}

let loading: Promise<ExcelJs> | null = null

/**
 * Loads exceljs the first time a workbook is written: its browser bundle without polyfills (the
 * site targets ES2022 browsers), run as a script from this site as exceljs's README shows, which
 * defines `window.ExcelJS`. No page loads it up front. It is not an import(): Chromium keeps a
 * failed import() failed for the life of the page, while a script that failed to load (offline, a
 * new deploy) loads on the next click. The bundle's few `Function(...)` calls are fallbacks for
 * old environments that a browser never takes, so it runs under the CSP without 'unsafe-eval'
 * (the end-to-end tests run it under that CSP).
 */
export function loadExcelJs(): Promise<ExcelJs> {
  if (window.ExcelJS) return Promise.resolve(window.ExcelJS)
  loading ??= new Promise<ExcelJs>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = excelJsUrl
    script.async = true
    script.onload = () =>
      window.ExcelJS ? resolve(window.ExcelJS) : reject(new Error('exceljs did not start'))
    script.onerror = () => {
      script.remove()
      reject(new Error(`could not load ${excelJsUrl}`))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
