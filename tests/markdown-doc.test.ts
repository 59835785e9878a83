import { describe, expect, it } from 'vitest'
import { renderMarkdownDoc } from '../build/markdown-doc'

const DOC = `## Loan Sizing

Loan = NOI ÷ debt yield.

### Worked example

| Figure | Value ($) |
| ------ | --------- |
| Loan   | 2,500.00  |
`

describe('a markdown file rendered for a page', () => {
  const doc = renderMarkdownDoc('loan-sizing', DOC)

  it('is named by its file and its level-2 heading, which carries the file name as id', () => {
    expect(doc.id).toBe('loan-sizing')
    expect(doc.title).toBe('Loan Sizing')
    expect(doc.html).toContain('<h2 id="loan-sizing">Loan Sizing</h2>')
    expect(doc.html).toContain('<h3 id="loan-sizing-worked-example">Worked example</h3>')
  })

  it('puts each table in a focusable region named by its heading, rows headed by their first cell', () => {
    expect(doc.html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="loan-sizing-worked-example"><table class="data-table">',
    )
    expect(doc.html).toContain('<th scope="col">Value ($)</th>')
    expect(doc.html).toContain('<tr><th scope="row">Loan</th><td>2,500.00</td></tr>')
  })

  it('refuses a table without a heading of its own, naming the file', () => {
    const twoTables = `${DOC}\n| Figure | Value |\n| - | - |\n| Rate | 1 |\n`
    expect(() => renderMarkdownDoc('loan-sizing', twoTables)).toThrow(
      'loan-sizing.md: a table without a heading of its own before it',
    )
  })

  it('refuses a file without one level-2 heading first, or with two headings alike', () => {
    expect(() => renderMarkdownDoc('a', 'Text only.')).toThrow('a.md: no level-2 heading')
    expect(() => renderMarkdownDoc('a', '### Early\n\n## Title')).toThrow(
      'a.md: "Early" comes before the level-2 heading',
    )
    expect(() => renderMarkdownDoc('a', '## One\n\n## Two')).toThrow('a second level-2 heading')
    expect(() => renderMarkdownDoc('a', '## One\n\n### Same\n\n### Same')).toThrow(
      'two headings read "Same"',
    )
  })
})
