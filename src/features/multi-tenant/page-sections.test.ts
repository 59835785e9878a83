import { describe, expect, it } from 'vitest'
import { PAGE_SECTIONS, sectionsShown } from './page-sections'

const labels = (sections: readonly { label: string }[]) => sections.map((section) => section.label)

const INPUTS = ['Rent Roll', 'Expenses', 'Market Leasing', 'Underwriting', 'Debt', 'Exit']
const RESULTS = ['Cash Flow', 'Rollover', 'Returns', 'Sensitivity', 'Workbook']

describe('the section navigation', () => {
  it('names the sections in page order', () => {
    expect(labels(PAGE_SECTIONS)).toEqual([...INPUTS, ...RESULTS])
    expect(new Set(PAGE_SECTIONS.map((section) => section.id)).size).toBe(PAGE_SECTIONS.length)
  })

  it('links only to the sections the page shows', () => {
    expect(labels(sectionsShown(false, false))).toEqual(INPUTS)
    expect(labels(sectionsShown(true, false))).not.toContain('Returns')
    expect(labels(sectionsShown(true, true))).toEqual(labels(PAGE_SECTIONS))
  })
})
