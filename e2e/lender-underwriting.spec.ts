import {
  CLIPBOARD,
  clipboardText,
  expect,
  expectCents,
  expectNoBrokenFigures,
  sharedModel,
  test,
} from './fixtures'
import { ANNUAL_HEADERS } from './models/annual-grid'
import {
  DEPTH,
  MultiTenantPage,
  STORAGE_KEY,
  UNDERWRITING,
  WORKED,
} from './models/multi-tenant-page'
import {
  scenarioFromJson,
  scenarioJsonValue,
} from '../src/features/multi-tenant/scenario/scenario-codec'

/**
 * PRODUCT.md 10.9 typed into the page through the labels of 10.8: 9.7's example, then the Dental
 * Office on a Base Year lease, market leasing with renewal and downtime, the underwriting
 * adjustments and a 7-year loan.
 */
async function enterUnderwritingExample(multiTenant: MultiTenantPage) {
  await multiTenant.openScenario(DEPTH.scenario)
  await multiTenant.rentRoll.pressIn(1, 'leaseType', 'b')
  await multiTenant.rentRoll.expectRow(1, { leaseType: 'Base Year' })
  await multiTenant.marketLeasing.click()
  await multiTenant.fillFields({
    'Renewal Probability (%)': '75',
    'Downtime (Months)': '6',
    'Renewal TI ($/SF)': '2',
    'Renewal Leasing Commissions (%)': '2',
    'Renewal Free Rent (Months)': '1',
  })
  await multiTenant.choose('Vacancy Method', 'Downtime')
  await multiTenant.fillFields({
    'General Vacancy (%)': '5',
    'Credit Loss (%)': '1',
    'Capital Reserves ($/SF/yr)': '0.25',
  })
  await multiTenant.choose('Size Loan On', 'Underwritten NCF')
  await multiTenant.fillFields({ 'Loan Term (Years)': '7' })
  await expect
    .poll(() => multiTenant.recommendedLoan())
    .toBeCloseTo(UNDERWRITING.sizing.recommendedLoan, 2)
}

// One visit: the 10.9 example is typed in once; the first test reads it, the second changes it,
// the third opens 9.7's example as a new visit does.
test.describe('a lender underwriting the 10.9 example on the page', () => {
  const shared = sharedModel(MultiTenantPage, {
    open: enterUnderwritingExample,
    contextOptions: CLIPBOARD,
  })

  test('gives the published yearly lines, sizing on NCF, refinance and returns', async () => {
    const multiTenant = shared()
    const { annual } = multiTenant
    for (const { year, dscr, ...published } of UNDERWRITING.years) {
      const shown = await annual.values(year, Object.keys(published))
      for (const [field, value] of Object.entries(published))
        expectCents(shown[field]!, value, `${year} ${field}`)
      await expect(annual.cell(year, 'dscr')).toHaveText(`${dscr.toFixed(2)}x`)
    }
    await expect(annual.headers.last()).toHaveText('DSCR (Underwritten NCF)')

    const { sizing, refinance, returns } = UNDERWRITING
    const figure = async (name: string, value: number) =>
      expectCents(await multiTenant.metric(name), value, name)
    await figure('stabilizedNoi', sizing.stabilizedNoi)
    await figure('maxLoanDSCR', sizing.maxLoanDSCR)
    await figure('maxLoanDebtYield', sizing.maxLoanDebtYield)
    await figure('maxLoanLTV', sizing.maxLoanLTV)
    expect(await multiTenant.metricText('limitingFactor')).toBe(sizing.limitingFactor)
    await figure('balloonAtMaturity', refinance.balloonAtMaturity)
    await figure('refinanceProceeds', refinance.refinanceProceeds)
    expect(await multiTenant.metricText('refinanceLimitingTest')).toBe('LTV')
    await figure('refinanceLoan', refinance.refinanceLoan)
    await figure('equity', returns.equity)
    expect(await multiTenant.metric('unleveredIrr')).toBeCloseTo(returns.unleveredIrr, 4)
    expect(await multiTenant.metric('leveredIrr')).toBeCloseTo(returns.leveredIrr, 4)
    expect(await multiTenant.metric('equityMultiple')).toBeCloseTo(returns.equityMultiple, 2)
    expect(await multiTenant.metric('cashOnCashYear1')).toBeCloseTo(returns.cashOnCashYear1, 4)
    await expect(multiTenant.keyFigures.getByText('Stabilized Underwritten NCF')).toBeVisible()
    const sensitivity = multiTenant.region('Loan Sizing Sensitivity')
    await expect(sensitivity.getByRole('row', { name: /^Year 1 Underwritten NCF/ })).toBeVisible()
    await expectNoBrokenFigures(multiTenant.page)

    // What the page saves is the 10.9 scenario file, under the names of PRODUCT.md 10.8, as
    // version 2: opened in 2026, it starts in January with rents at lease start (11.8).
    const saved = await multiTenant.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)
    const opened = scenarioFromJson(UNDERWRITING.scenario, WORKED.startYear)
    expect(opened.ok && JSON.parse(saved ?? 'null')).toEqual(
      opened.ok && scenarioJsonValue(opened.scenario),
    )
  })

  test('copies the credit loss and reserves lines for Excel, deductions negative', async () => {
    const { page } = shared()
    await page.getByRole('button', { name: 'Copy for Excel', exact: true }).click()
    const [header, year1] = (await clipboardText(page))
      .split('\r\n')
      .map((line) => line.split('\t'))
    expect(header).toEqual([
      'Year',
      'Gross Rent',
      'Vacancy',
      'Credit Loss',
      'Effective Rent',
      'Reimbursements',
      'Total Income',
      'Operating Expenses',
      'NOI',
      'Capital Reserves',
      'TI & LC',
      'Cash Flow Before Debt Service',
      'Underwritten NCF',
      'Debt Service',
      'Cash Flow After Debt Service',
      'Occupancy (%)',
      'DSCR (Underwritten NCF)',
    ])
    const [first] = UNDERWRITING.years
    expect(year1![header!.indexOf('Credit Loss')]).toBe(String(-first!.creditLoss))
    expect(year1![header!.indexOf('Capital Reserves')]).toBe(String(-first!.capitalReserves))
    expect(year1!.at(-1)).toBe(String(first!.dscr))
  })

  test('shows the credit loss and reserves lines only while they are used', async () => {
    const multiTenant = shared()
    const { annual, page } = multiTenant
    await expect(annual.headers).toContainText(['Credit Loss', 'Capital Reserves'])
    await multiTenant.fillFields({ 'Credit Loss (%)': '0' })
    await expect(page.locator('[data-metric="creditLoss"]')).toHaveCount(0)
    await expect(annual.headers).toContainText(['Capital Reserves'])
    await multiTenant.fillFields({ 'Capital Reserves ($/SF/yr)': '0' })
    await expect(page.locator('[data-metric="capitalReserves"]')).toHaveCount(0)
    await multiTenant.choose('Size Loan On', 'NOI')
    await expect(annual.headers).toHaveText(ANNUAL_HEADERS)
    await multiTenant.fillFields({ 'Credit Loss (%)': '1.5' })
    await expect(annual.cell(2026, 'creditLoss')).toBeVisible()
    await expect(annual.headers.nth(3)).toHaveText('Credit Loss')
  })

  test('says when the downtime has no effect, and an empty renewal item is the market value', async () => {
    const multiTenant = shared()
    await multiTenant.reopenScenario(DEPTH.scenario)
    await multiTenant.marketLeasing.click()
    const { page } = multiTenant
    await expect(
      page.getByText('No effect with the Rule of Thumb vacancy method: choose Downtime to use it.'),
    ).toBeVisible()
    await expect(multiTenant.field('Vacancy Method')).toHaveValue('ruleOfThumb')
    await expect(multiTenant.field('Renewal TI ($/SF)')).toHaveValue('')
    await expect(page.getByText('Leave empty for the market value ($5.00/SF).')).toBeVisible()
    await multiTenant.choose('Vacancy Method', 'Downtime')
    await expect(page.getByText(/No effect with the Rule of Thumb/)).toHaveCount(0)
    await expect(multiTenant.figure('refinanceLoan')).toHaveCount(0)
  })
})
