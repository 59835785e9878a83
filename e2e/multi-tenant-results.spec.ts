import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  expect,
  expectCents,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  CLIPBOARD,
  clipboardText,
  sharedModel,
  test,
  usd,
} from './fixtures'
import {
  ANNUAL_FIELDS,
  ANNUAL_HEADERS,
  annualText,
  expectSpreadsheetMatchesGrid,
  PRINTED_FIELDS,
} from './models/annual-grid'
import { MultiTenantPage, WORKED, WORKED_LOAN } from './models/multi-tenant-page'
import { tenTenantScenario } from './scenarios'

/** Every y tick label of `chart` is drawn whole inside its figure (the margin fits the widest). */
async function expectTickLabelsInside(chart: Locator) {
  const figure = (await chart.locator('svg.main-svg').first().boundingBox())!
  const labels = await chart
    .locator('.ytick text')
    .evaluateAll((texts) =>
      texts.map((text) => ({ label: text.textContent, left: text.getBoundingClientRect().left })),
    )
  for (const { label, left } of labels)
    expect(left, `y label ${label} starts inside the chart`).toBeGreaterThanOrEqual(figure.x)
}

/** The clipboard as rows of cells after a click on `button`. */
async function copied(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByText(/^Copied \d+ rows/).first()).toBeVisible()
  return (await clipboardText(page)).split('\r\n').map((line) => line.split('\t'))
}

test.describe('the worked example (PRODUCT.md 4.3 and 4.4)', () => {
  // Every test here only reads the analysis (and the clipboard): one visit for all of them.
  const results = sharedModel(MultiTenantPage, {
    open: (multiTenant) => multiTenant.openWorkedExample(),
    contextOptions: CLIPBOARD,
  })

  test('shows every annual figure of the worked example, exact and rounded', async () => {
    const { annual } = results()
    for (const printed of WORKED.years) {
      const { year } = printed
      for (const field of PRINTED_FIELDS) {
        const expected = printed[field]
        expectCents(await annual.value(year, field), expected, `${year} ${field}`)
        const text = annualText(field, expected, printed.debtService)
        await expect(annual.cell(year, field)).toHaveText(text)
      }
      expect(await annual.value(year, 'dscr')).toBeCloseTo(printed.dscr, 2)
      await expect(annual.cell(year, 'dscr')).toHaveText(`${printed.dscr.toFixed(2)}x`)
      await expect(annual.cell(year, 'year')).toHaveText(String(year))
    }
    await expect(annual.headers).toHaveText(ANNUAL_HEADERS)
    await expectNoBrokenFigures(results().page)
  })

  test('keeps the yearly identities in every row', async () => {
    for (const row of await results().annual.rows()) {
      expect(row.effectiveRent).toBeCloseTo(row.grossRent - row.vacancy, 6)
      expect(row.totalIncome).toBeCloseTo(row.effectiveRent + row.reimbursements, 6)
      expect(row.noi).toBeCloseTo(row.totalIncome - row.operatingExpenses, 6)
      expect(row.netCashFlow).toBeCloseTo(row.noi - row.tiAndLC, 6)
      expect(row.cashFlowAfterDebt).toBeCloseTo(row.netCashFlow - row.debtService, 6)
      expect(row.dscr).toBeCloseTo(row.debtService > 0 ? row.noi / row.debtService : 0, 6)
    }
  })

  test('sizes the loan on the stabilized NOI, limited by the DSCR test', async () => {
    const { sizing } = WORKED
    expect(await results().metric('stabilizedNoi')).toBeCloseTo(sizing.stabilizedNoi, 2)
    expect(await results().metric('maxLoanDSCR')).toBeCloseTo(sizing.maxLoanDSCR, 2)
    expect(await results().metric('maxLoanDebtYield')).toBeCloseTo(sizing.maxLoanDebtYield, 2)
    expect(await results().recommendedLoan()).toBeCloseTo(sizing.recommendedLoan, 2)
    expect(await results().metricText('ltv')).toBe('N/A')
    await expect(results().figure('ltv')).toHaveText('N/A')
    expect(await results().metricText('limitingFactor')).toBe(sizing.limitingFactor)
    await expect(results().figure('recommendedLoan')).toHaveText(usd(sizing.recommendedLoan))
    await expect(results().figure('maxLoanDSCR')).toHaveText(usd(sizing.maxLoanDSCR))
    await expect(results().figure('maxLoanDebtYield')).toHaveText(usd(sizing.maxLoanDebtYield))
    await expect(results().figure('stabilizedNoi')).toHaveText(usd(sizing.stabilizedNoi))
    await expect(results().figure('maxLoanLTV')).toHaveCount(0)
    // In the debt summary (the credit summary, on paper only, says it too).
    await expect(
      results().page.getByText('N/A (no property value)').filter({ visible: true }),
    ).toBeVisible()
  })

  test('names every result figure once and every annual figure once per year', async () => {
    for (const name of [
      'maxLoanDSCR',
      'maxLoanDebtYield',
      'recommendedLoan',
      'stabilizedNoi',
      'ltv',
    ])
      await expect(results().figure(name), name).toHaveCount(1)
    for (const field of ANNUAL_FIELDS) await expect(results().figure(field), field).toHaveCount(10)
  })

  test('shows the debt summary of the recommended loan', async () => {
    const summary = results().region('Debt Summary')
    const covered = (await results().annual.rows())
      .filter((row) => row.debtService > 0)
      .map((row) => row.dscr)
    const minimum = Math.min(...covered)
    const average = covered.reduce((sum, dscr) => sum + dscr, 0) / covered.length
    const [interestOnlyYear, , amortizingYear] = WORKED.years
    await expect(summary.getByRole('definition')).toHaveText([
      usd(WORKED_LOAN),
      '6.50%',
      '2 years',
      '25 years',
      '10 years',
      usd(interestOnlyYear!.debtService),
      usd(amortizingYear!.debtService),
      /^\$[\d,]+$/,
      `${minimum.toFixed(2)}x`,
      `${average.toFixed(2)}x`,
      'N/A (no property value)',
    ])
    // Only the balloon is this card's own figure (PRODUCT.md 9.6); the rest repeat the tiles.
    await expect(summary.locator('[data-metric]')).toHaveAttribute(
      'data-metric',
      'balloonAtMaturity',
    )
  })

  test('shows the loan sizing sensitivity on Year 1, Year 2 and the worst year', async () => {
    const table = results().page.getByRole('table', { name: 'Loan Sizing Sensitivity' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'Scenario',
      'NOI',
      'Recommended Loan',
      'Difference vs Year 2',
    ])
    const cells = (name: RegExp) => table.getByRole('row', { name }).getByRole('cell')
    const values = (row: Locator) =>
      row.evaluateAll((found) => found.map((cell) => Number(cell.getAttribute('data-value'))))
    for (const [name, expected] of [
      [/Year 1 NOI/, WORKED.sensitivity.year1],
      [/Year 2 NOI/, WORKED.sensitivity.year2],
    ] as const) {
      const [noi, loan, difference] = await values(cells(name))
      expect(noi).toBeCloseTo(expected.noi, 2)
      expect(loan).toBeCloseTo(expected.recommendedLoan, 2)
      expect(difference).toBeCloseTo(expected.differenceVsYear2, 2)
      await expect(cells(name)).toHaveText([
        usd(expected.noi),
        usd(expected.recommendedLoan),
        // A change: a fall in parentheses as every negative figure, none as "no change".
        expected.differenceVsYear2 === 0 ? 'no change' : usd(expected.differenceVsYear2),
      ])
    }
    const [, , differenceOfYear2] = await values(cells(/Year 2 NOI/))
    expect(differenceOfYear2).toBe(0)
    const [worstNoi] = await values(cells(/Worst Year NOI/))
    expect(worstNoi).toBeLessThanOrEqual(WORKED.sensitivity.year1.noi)
  })

  test('shows the rate x DSCR grid with the current terms marked', async () => {
    const table = results().page.getByRole('table', { name: 'Rate x DSCR Sensitivity' })
    await expect(table.locator('th[scope="row"]')).toHaveText([
      '5.50%',
      '6.00%',
      '6.50%',
      '7.00%',
      '7.50%',
    ])
    await expect(table.locator('th[scope="col"]')).toHaveText(['1.15x', '1.25x', '1.35x', '1.45x'])
    await expect(table.locator('tbody td')).toHaveCount(20)
    const current = table.locator('td[data-current]')
    await expect(current).toHaveCount(1)
    expect(Number(await current.getAttribute('data-value'))).toBeCloseTo(WORKED_LOAN, 2)
    const atRate = (rate: RegExp) => table.getByRole('row', { name: rate }).locator('td').nth(1)
    await expect(atRate(/6\.50%/)).toHaveAttribute('data-current', 'true')
    const cheaper = Number(await atRate(/5\.50%/).getAttribute('data-value'))
    expect(cheaper).toBeGreaterThan(WORKED_LOAN)
  })

  test("gives the analyst's own minimum DSCR a column of the rate x DSCR grid and marks it", async () => {
    const multiTenant = results()
    const table = multiTenant.page.getByRole('table', { name: 'Rate x DSCR Sensitivity' })
    const minDscr = multiTenant.field('Minimum DSCR')
    try {
      await minDscr.fill('1.3')
      await expect(table.locator('th[scope="col"]')).toHaveText([
        '1.15x',
        '1.25x',
        '1.30x',
        '1.35x',
        '1.45x',
      ])
      await expect(table.locator('tbody td')).toHaveCount(25)
      const current = table.locator('td[data-current]')
      await expect(current).toHaveCount(1)
      const own = table
        .getByRole('row', { name: /6\.50%/ })
        .locator('td')
        .nth(2)
      await expect(own).toHaveAttribute('data-current', 'true')
      await expect(own).toContainText('(current terms)')
      const loan = await multiTenant.recommendedLoan()
      expect(Number(await current.getAttribute('data-value'))).toBeCloseTo(loan, 2)
    } finally {
      await minDscr.fill('1.25')
      await expect(table.locator('th[scope="col"]')).toHaveCount(4)
    }
  })

  test('draws the 10-year chart with three named series and $K ticks', async () => {
    const chart = results().page.getByRole('img', {
      name: /NOI, net cash flow and cash flow after debt/,
    })
    const [first] = WORKED.years
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(`${first!.year}: NOI \\${usd(first!.noi)}`),
    )
    await expect(chart.locator('svg.main-svg').first()).toBeVisible()
    await expect(chart.locator('.scatterlayer .trace')).toHaveCount(3)
    await expect(
      results().page.getByRole('list', { name: 'Legend' }).getByRole('listitem'),
    ).toHaveText(['NOI', 'Cash Flow Before Debt Service', 'Cash Flow After Debt Service'])
    const ticks = await chart.locator('.ytick text').allTextContents()
    expect(ticks.length).toBeGreaterThan(2)
    for (const tick of ticks) expect(tick).toMatch(/^(\$0|\$[\d,]+K|\(\$[\d,]+K\))$/)
    const xticks = await chart.locator('.xtick text').allTextContents()
    expect(xticks).toContain('2026')
    expect(xticks).toContain('2035')
    await expectTickLabelsInside(chart)
  })

  test('Copy for Excel puts tab-separated raw numbers on the clipboard', async () => {
    const { page } = results()
    await page.getByRole('button', { name: 'Copy for Excel' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied 10 rows' })).toBeVisible()
    const text = await clipboardText(page)
    expect(text).not.toMatch(/\$|"/)
    expectSpreadsheetMatchesGrid(text, '\t', await results().annual.numbers())
  })

  test('Download CSV saves cash-flow-analysis.csv with the same numbers', async () => {
    const { page } = results()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('cash-flow-analysis.csv')
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
    expectSpreadsheetMatchesGrid(text, ',', await results().annual.numbers())
  })

  test('every table with figures copies them for Excel as raw numbers under its own name', async () => {
    const { page } = results()

    const sensitivity = await copied(page, 'Copy Loan Sizing Sensitivity for Excel')
    expect(sensitivity[0]).toEqual(['Scenario', 'NOI', 'Recommended Loan', 'Difference vs Year 2'])
    expect(sensitivity.map((row) => row[0])).toEqual([
      'Scenario',
      'Year 1 NOI',
      'Year 2 NOI',
      'Worst Year NOI',
    ])
    expect(Number(sensitivity[1]![1])).toBeCloseTo(WORKED.sensitivity.year1.noi, 2)
    expect(sensitivity.flat().join('')).not.toMatch(/[$,]/)

    const grid = await copied(page, 'Copy Rate x DSCR Grid for Excel')
    expect(grid[0]!.slice(1).map(Number)).toEqual([1.15, 1.25, 1.35, 1.45])
    const current = grid.find((row) => Number(row[0]) === 6.5)!
    expect(Number(current[2])).toBeCloseTo(WORKED_LOAN, 2)

    const summary = await copied(page, 'Copy Debt Summary for Excel')
    const value = (term: string) => summary.find((row) => row[0] === term)?.[1]
    expect(Number(value('Loan Amount'))).toBeCloseTo(WORKED_LOAN, 2)
    expect(value('Interest Rate (%)')).toBe('6.5')
    expect(value('LTV (%)')).toBe('')

    // The annual table keeps its own name.
    await expect(page.getByRole('button', { name: 'Copy for Excel', exact: true })).toHaveCount(1)
  })

  test('has no accessibility violations in the results', async () => {
    test.slow() // axe checks the contrast of every figure
    await expect(results().page.locator('.scatterlayer .trace')).toHaveCount(3)
    await expectNoAxeViolations(results().page, '.results-panel')
  })
})

test('the 10-year chart scales nine-figure y labels to $M and draws them whole', async ({
  multiTenant,
}) => {
  // Square feet x 100: NOI in the hundreds of millions, labels such as "$250M" (not "$250,000K").
  const tenants = (tenTenantScenario.tenants as { squareFootage: number }[]).map((tenant) => ({
    ...tenant,
    squareFootage: tenant.squareFootage * 100,
  }))
  await multiTenant.openScenario({ ...tenTenantScenario, tenants })
  const chart = multiTenant.page.getByRole('img', { name: /NOI, net cash flow/ })
  const labels = chart.locator('.ytick text')
  await expect
    .poll(() => labels.allTextContents())
    .toContainEqual(expect.stringMatching(/^\$\d{3}M$/))
  for (const label of await labels.allTextContents())
    expect(label).toMatch(/^(\$0|\$\d+(\.\d+)?M|\(\$\d+(\.\d+)?M\))$/)
  await expectTickLabelsInside(chart)
})
