import { expect, sharedPage, test } from './fixtures'
import { MultiTenantPage } from './models/multi-tenant-page'
import { printToPdf } from './pdf-pages'
import { monthlyExample } from './scenarios'

/**
 * Issue 28.10, PRODUCT.md 11.9: Print Report's first page is a credit summary, on one Letter
 * page, read back from the printed PDF. The scenario is 11.10's example, whose property figures
 * are worked by hand there; the loan's are the page's own.
 */
const PROPERTY = 'Maple Plaza Shopping Center'

/** A PDF page's text with the "fi" and "fl" ligatures, which come out as words, joined again. */
const unligatured = (text: string) => text.replace(/ (fi|fl) /g, '$1')

test.describe("the report's first page", () => {
  const shared = sharedPage(async (page) => {
    await new MultiTenantPage(page).openScenario({ ...monthlyExample, propertyName: PROPERTY })
  })

  test('is a credit summary of the property, the loan and Sources & Uses, whole on one Letter page', async () => {
    const report = new MultiTenantPage(shared())
    const { page } = report
    const shown = async (selector: string) =>
      (await page.locator(selector).first().textContent())!.trim()
    const bar = (name: string) => shown(`[data-summary="${name}"]`)
    const figure = (name: string) => shown(`[data-metric="${name}"]`)
    const loan = await bar('recommendedLoan')
    const lines = [
      'Credit Summary',
      `Property Property ${PROPERTY}`,
      'Analysis Start November 2026',
      'Building Area 26,000 SF',
      'Occupancy at Start 90.38%',
      'Tenants 2 occupied, 1 vacant suite',
      'WALT (by rent) 2.60 years',
      `Loan Stabilized Underwritten NCF ${await bar('stabilizedNoi')}`,
      `Recommended Loan ${loan}`,
      `Limiting Test ${await bar('limitingTest')}`,
      `LTV ${await figure('ltv')}`,
      `Year-1 DSCR (Underwritten NCF) ${await bar('year1Dscr')} (`,
      `Lowest Annual DSCR (Underwritten NCF) ${await bar('minDscr')} (`,
      `Going-In Debt Yield ${await bar('goingInDebtYield')}`,
      `Balloon at Maturity ${await figure('balloonAtMaturity')}`,
      'Refinance at Maturity Re',
      `Levered IRR ${await bar('leveredIrr')}`,
      `Sources & Uses Sources Source Amount Share Loan ${loan}`,
      `Equity ${await figure('equity')}`,
      'Total $5,500,000 100.00% Uses Use Amount Share Purchase Price $5,500,000 100.00%',
      'This analysis is for informational purposes only.',
    ]

    const pages = await printToPdf(page)
    try {
      const [first, second] = pages
      expect(first!.landscape).toBe(false)
      expect(first!.text).toContain(`Page 1 of ${pages.length}`)
      const text = unligatured(first!.text)
      let from = 0
      for (const line of lines) {
        const at = text.indexOf(line, from)
        expect(at, `"${line}" on page 1, after the line before it`).toBeGreaterThanOrEqual(0)
        from = at + line.length
      }
      expect(text).toMatch(/DSCR \(Underwritten NCF\) [\d.]+x \((Excellent|Good|Marginal|Poor)\)/)
      // Nothing of the summary runs over: the next page starts with the rent roll.
      expect(second!.text.replace(/^Page 2 of \d+ /, '')).toMatch(/^Rent Roll/)

      // Nothing in it is cut on a Letter page's width (725 px inside its margins).
      await page.setViewportSize({ width: 725, height: 900 })
      const cut = await page
        .locator('.credit-summary')
        .locator('dt, dd, th, td')
        .evaluateAll((cells) =>
          cells
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => cell.textContent),
        )
      expect(cut).toEqual([])
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.emulateMedia({ media: 'screen' })
    }
  })
})
