// The production build with the bench's own pages beside it (the floor and the bare grid,
// bench/pages), built on their own so the app's chunks (and the first load of /) are the
// production build's. `node bench/build.mjs <outDir> [root]` builds a checkout (this one, or
// another commit's worktree: its app alone when it has no bench pages) for bench/ab.mjs.
import { existsSync } from 'node:fs'
import { build } from 'vite'

export async function buildBench(root, outDir) {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const pages = { floor: 'bench/pages/floor.html', bareGrid: 'bench/pages/bare-grid.html' }
  const input = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, root + path]))
  if (!Object.values(input).every((path) => existsSync(path))) return
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: false, rollupOptions: { input } },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outDir, root = new URL('..', import.meta.url).pathname] = process.argv.slice(2)
  if (!outDir) throw new Error('usage: node bench/build.mjs <outDir> [root]')
  await buildBench(root.endsWith('/') ? root : `${root}/`, outDir)
}
