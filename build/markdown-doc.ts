import { Marked, type Tokens } from 'marked'
import type { Plugin } from 'vite'
import type { MarkdownDoc } from '../src/lib/markdown-doc'

/**
 * Markdown files become HTML when the app is built (`import doc from './rules.md'` gives a
 * MarkdownDoc), so the explanations of the figures can live beside the code that computes them
 * and the browser gets only HTML: no parser, no script, nothing for the CSP to allow.
 *
 * What the HTML follows, so a page can show it as it is:
 * - one level-2 heading, first, with the file's name as id (`mortgage.md` -> `#mortgage`); deeper
 *   headings get `<file>-<words-of-the-heading>`, unique in the file;
 * - every table has a heading of its own before it, which names it: a region that scrolls
 *   sideways on a narrow screen and takes keyboard focus, the first cell of each row a row header.
 * A file that breaks these rules fails the build, naming the file and the heading.
 */

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function renderMarkdownDoc(id: string, source: string): MarkdownDoc {
  const fail = (problem: string): never => {
    throw new Error(`${id}.md: ${problem}`)
  }
  const found: { title: string | null } = { title: null }
  const headingIds = new Set<string>()
  /** The heading that names the next table; null once a table has taken it. */
  let tableHeading: { id: string; text: string } | null = null

  const marked = new Marked({ gfm: true })
  marked.use({
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        if (depth === 2 && found.title !== null) fail(`a second level-2 heading "${text}"`)
        if (depth !== 2 && found.title === null) fail(`"${text}" comes before the level-2 heading`)
        if (depth === 2) found.title = text
        const headingId = depth === 2 ? id : `${id}-${slug(text)}`
        if (headingIds.has(headingId)) fail(`two headings read "${text}"`)
        headingIds.add(headingId)
        tableHeading = { id: headingId, text }
        return `<h${depth} id="${headingId}">${this.parser.parseInline(tokens)}</h${depth}>\n`
      },
      table(table: Tokens.Table) {
        if (tableHeading === null) fail('a table without a heading of its own before it')
        const named = tableHeading!
        tableHeading = null
        const cell = (each: Tokens.TableCell) => this.parser.parseInline(each.tokens)
        const head = table.header.map((each) => `<th scope="col">${cell(each)}</th>`).join('')
        const body = table.rows
          .map(([first, ...rest]) => {
            const row = rest.map((each) => `<td>${cell(each)}</td>`).join('')
            return `<tr><th scope="row">${cell(first!)}</th>${row}</tr>`
          })
          .join('\n')
        return (
          `<div class="table-scroll" role="region" tabindex="0" aria-labelledby="${named.id}">` +
          `<table class="data-table"><thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table></div>\n`
        )
      },
    },
  })
  const html = marked.parse(source, { async: false })
  return { id, title: found.title ?? fail('no level-2 heading'), html }
}

/** The Vite plugin: `*.md` imports give the file's MarkdownDoc. */
export function markdownDocs(): Plugin {
  return {
    name: 'markdown-doc',
    transform(source, file) {
      if (!file.endsWith('.md')) return null
      const doc = renderMarkdownDoc(file.replace(/^.*[\\/]|\.md$/g, ''), source)
      return { code: `export default ${JSON.stringify(doc)}`, map: null }
    },
  }
}
