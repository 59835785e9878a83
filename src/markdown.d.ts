/** Markdown files import as their rendered HTML (build/markdown-doc.ts). */
declare module '*.md' {
  const doc: import('./lib/markdown-doc').MarkdownDoc
  export default doc
}
