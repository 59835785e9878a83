import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { markdownDocs } from './build/markdown-doc.ts'
import { readStaticHeaders } from './build/static-headers.ts'

export default defineConfig({
  // Markdown (the methodology page's explanations beside the engines) becomes HTML at build time.
  plugins: [react(), markdownDocs()],
  worker: { format: 'es' },
  // Plotly's basic bundle (~1.2 MB, 385 KB gzip) is one lazy chunk by design: loaded with results only.
  build: { target: 'es2022', chunkSizeWarningLimit: 1300 },
  // The same headers a static host applies from public/_headers (browsers ignore HSTS over http).
  preview: { headers: readStaticHeaders(new URL('./public/_headers', import.meta.url).pathname) },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
})
