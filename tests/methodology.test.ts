import { Lexer, type Token, type Tokens } from 'marked'
import { describe, expect, it } from 'vitest'
import { renderMarkdownDoc } from '../build/markdown-doc'
import { METHODOLOGY_DOCS } from '../src/routes/methodology-docs'
import { METHODOLOGY_SECTIONS } from '../src/components/methodology-link'
import { METHODOLOGY_FIGURES, type Expected, type TableFigures } from './methodology-figures'

/** Every markdown file of the app, as written, by its name (which is its section's id). */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../src/**/*.md', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, source]) => [path.replace(/^.*\/|\.md$/g, ''), source]),
)

interface QuotedTable {
  heading: string
  header: string[]
  rows: string[][]
}

/** The tables of a markdown file, each with the heading before it, and its prose tokens. */
function readDoc(source: string) {
  const tables: QuotedTable[] = []
  const prose: { inExample: boolean; token: Token }[] = []
  let heading = ''
  let inExample = false
  for (const token of Lexer.lex(source)) {
    if (token.type === 'heading') {
      heading = (token as Tokens.Heading).text
      inExample ||= /^worked example/i.test(heading)
    } else if (token.type === 'table') {
      const table = token as Tokens.Table
      const text = (cell: Tokens.TableCell) => cell.text.trim()
      tables.push({
        heading,
        header: table.header.map(text),
        rows: table.rows.map((r) => r.map(text)),
      })
    } else prose.push({ inExample, token })
  }
  return { tables, prose }
}

/** `expected` as the text should quote it: numbers with the decimals the text gives them. */
function quoted(expected: Expected, text: string): string {
  if (typeof expected === 'string') return expected
  const isPercent = typeof expected === 'object'
  const decimals = /\.(\d+)/.exec(text)?.[1]?.length ?? 0
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(isPercent ? expected.percent : expected)
  return number.replace('-', '−') + (isPercent ? '%' : '')
}

const isFigure = (value: TableFigures[string] | undefined): value is Expected =>
  typeof value !== 'object' || 'percent' in value

/** The expected figure of a cell, or undefined when the test does not know it. */
function expectedCell(figures: TableFigures, row: string, column: string, columns: number) {
  const byRow = figures[row]
  if (columns === 2 && isFigure(byRow)) return byRow
  return byRow !== undefined && !isFigure(byRow) ? byRow[column] : undefined
}

describe('the methodology page', () => {
  it('shows every markdown file of the app, once, as a section named by its file', () => {
    const ids = METHODOLOGY_DOCS.map((doc) => doc.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual(Object.keys(SOURCES).sort())
    expect(Object.keys(METHODOLOGY_FIGURES).sort()).toEqual([...ids].sort())
  })

  it('has the sections the results screens link to', () => {
    const ids = METHODOLOGY_DOCS.map((doc) => doc.id)
    for (const section of Object.values(METHODOLOGY_SECTIONS)) expect(ids).toContain(section)
  })

  it('quotes worked-example figures only in tables, where they are checked', () => {
    for (const [id, source] of Object.entries(SOURCES))
      for (const { inExample, token } of readDoc(source).prose)
        if (inExample) expect(token.raw, `${id}.md`).not.toMatch(/\d,\d{3}|\d\.\d/)
  })
})

describe.each(METHODOLOGY_DOCS.map((doc) => doc.id))('the %s section', (id) => {
  it('quotes the figures the engines compute for its worked example', () => {
    const figures = METHODOLOGY_FIGURES[id]!()
    const { tables } = readDoc(SOURCES[id]!)
    const problems: string[] = []
    const quotedCells = new Set<string>()
    for (const table of tables) {
      const expected = figures[table.heading]
      if (!expected) {
        problems.push(`table "${table.heading}" is not checked`)
        continue
      }
      for (const [row, ...cells] of table.rows)
        cells.forEach((text, index) => {
          const column = table.header[index + 1]!
          const figure = expectedCell(expected, row!, column, table.header.length)
          const where = `"${table.heading}", ${row}, ${column}`
          quotedCells.add(`${table.heading}|${row}|${table.header.length === 2 ? '' : column}`)
          if (figure === undefined) problems.push(`${where}: ${text} is not checked`)
          else if (quoted(figure, text) !== text)
            problems.push(`${where}: the text says ${text}, the engine ${quoted(figure, text)}`)
        })
    }
    for (const [heading, rows] of Object.entries(figures))
      for (const [row, cells] of Object.entries(rows)) {
        const columns =
          typeof cells === 'object' && !('percent' in cells) ? Object.keys(cells) : ['']
        for (const column of columns)
          if (!quotedCells.has(`${heading}|${row}|${column}`))
            problems.push(`"${heading}", ${row} ${column}: not quoted in ${id}.md`)
      }
    expect(problems).toEqual([])
  })

  it('renders as the page shows it', () => {
    const doc = METHODOLOGY_DOCS.find((each) => each.id === id)!
    expect(doc).toEqual(renderMarkdownDoc(id, SOURCES[id]!))
  })
})
