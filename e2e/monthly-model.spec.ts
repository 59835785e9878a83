import { expect, expectCents, expectNoBrokenFigures, test } from './fixtures'
import { WORKED } from './models/multi-tenant-page'
import { MONTHLY_WORKED_EXAMPLE } from '../tests/worked-example-figures'

/**
 * The rent roll on its own terms (PRODUCT.md 11): a monthly model from the analysis start,
 * rents in place, vacant suites, building area and occupancy, Underwritten NCF.
 */

const MONTHLY = MONTHLY_WORKED_EXAMPLE

test.describe('the monthly worked example (PRODUCT.md 11.10) opened from its share link', () => {
  test('shows year 1 as 11.10 works it by hand, labelled by its months', async ({
    multiTenant,
  }) => {
    await multiTenant.openScenario(MONTHLY.scenario)
    const { annual } = multiTenant
    const [first] = MONTHLY.years
    await expect(annual.cell(first!.year, 'year')).toHaveText('Yr 1 Nov 2026-Oct 2027')
    const shown = await annual.values(first!.year, [
      'grossRent',
      'vacancy',
      'reimbursements',
      'totalIncome',
      'operatingExpenses',
      'noi',
      'tiAndLC',
      'capitalReserves',
      'netCashFlow',
      'underwrittenNcf',
    ])
    const { year1 } = MONTHLY
    for (const field of Object.keys(shown))
      expectCents(shown[field]!, year1[field as keyof typeof year1] as number, `year 1 ${field}`)
    expect(await annual.value(first!.year, 'occupancy')).toBeCloseTo(year1.occupancy, 4)
    await expect(annual.cell(first!.year, 'occupancy')).toHaveText('95.19%')
    await expect(annual.headers.last()).toHaveText('DSCR (Underwritten NCF)')
    await expectNoBrokenFigures(multiTenant.page)
  })

  test('gives every year, the loan, the building area and occupancy, and the going-in debt yield', async ({
    multiTenant,
  }) => {
    await multiTenant.openScenario(MONTHLY.scenario)
    const { annual } = multiTenant
    for (const row of MONTHLY.years) {
      await expect(annual.cell(row.year, 'year')).toHaveText(row.label)
      const shown = await annual.values(row.year, ['noi', 'underwrittenNcf', 'debtService'])
      expectCents(shown.noi!, row.noi, `${row.label} NOI`)
      expectCents(shown.underwrittenNcf!, row.underwrittenNcf, `${row.label} Underwritten NCF`)
      expectCents(shown.debtService!, row.debtService, `${row.label} debt service`)
      await expect(annual.cell(row.year, 'dscr')).toHaveText(`${row.dscr.toFixed(2)}x`)
    }
    expectCents(await multiTenant.recommendedLoan(), MONTHLY.sizing.recommendedLoan)
    expectCents(await multiTenant.metric('stabilizedNoi'), MONTHLY.sizing.stabilizedNoi)
    expect(await multiTenant.metric('buildingArea')).toBe(MONTHLY.buildingArea)
    expect(await multiTenant.metric('occupancyAtStart')).toBeCloseTo(MONTHLY.occupancyAtStart, 6)
    await expect(multiTenant.figure('occupancyAtStart')).toHaveText('90.38%')
    const goingIn = MONTHLY.sizing.goingInDebtYield
    expect(await multiTenant.metric('goingInDebtYield')).toBeCloseTo(goingIn, 4)
    expect(Number(await multiTenant.summary('goingInDebtYield').getAttribute('data-value'))).toBe(
      await multiTenant.metric('goingInDebtYield'),
    )
    expect(await multiTenant.metric('walt')).toBeCloseTo(MONTHLY.walt, 2)
    expect(await multiTenant.metric('waltByArea')).toBeCloseTo(MONTHLY.waltByArea, 2)
    expect(await multiTenant.metric('leveredIrr')).toBeCloseTo(MONTHLY.returns.leveredIrr, 4)
  })

  test('shows the analysis start, the rent basis and the vacant suite beside the rent roll', async ({
    multiTenant,
  }) => {
    await multiTenant.openScenario(MONTHLY.scenario)
    const { page, rentRoll } = multiTenant
    await expect(page.getByLabel('Analysis Start')).toHaveValue('2026-11')
    await expect(page.getByLabel('Rents Are')).toHaveValue('current')
    await expect(page.getByLabel('Rents Are').locator('option:checked')).toHaveText(
      'In Place at Analysis Start',
    )
    await rentRoll.expectRow(1, { annualEscalation: '$0.75', baseYear: '2025' })
    await rentRoll.expectRow(2, { status: 'Vacant', baseYear: '' })
    await expect(page.getByText('Vacant suites: 1')).toBeVisible()
  })
})

test.describe('the analysis start and the rent basis', () => {
  test('opens a version 1 link in January of this year with rents at lease start, and says so', async ({
    multiTenant,
  }) => {
    await multiTenant.openScenario(WORKED.scenario)
    const { page } = multiTenant
    await expect(page.getByText(/saved before the monthly model/)).toBeVisible()
    await expect(page.getByLabel('Analysis Start')).toHaveValue(`${WORKED.startYear}-01`)
    await expect(page.getByLabel('Rents Are')).toHaveValue('leaseStart')
    await expect(multiTenant.annual.cell(WORKED.startYear, 'year')).toHaveText(
      String(WORKED.startYear),
    )
  })

  test('moves every year when the analysis start moves, and steps in-place rents from it', async ({
    multiTenant,
  }) => {
    await multiTenant.openScenario(MONTHLY.scenario)
    const { page, annual } = multiTenant
    const before = await annual.value(2026, 'grossRent')
    await page.getByLabel('Analysis Start').fill('2027-01')
    await expect(annual.cell(2027, 'year')).toHaveText('2027')
    await expect(annual.cell(2026, 'year')).toHaveCount(0)
    await expect.poll(() => annual.value(2027, 'grossRent')).not.toBe(before)
    // Rents at lease start step the grocer's $18.00 from 2024 instead of from the analysis start.
    const inPlace = await annual.value(2027, 'grossRent')
    await page.getByLabel('Rents Are').selectOption({ label: 'At Lease Start' })
    await expect.poll(() => annual.value(2027, 'grossRent')).toBeGreaterThan(inPlace)
  })
})

test.describe('vacant suites, dollar steps and base years in the rent roll', () => {
  test('marks a row vacant with V, names it Vacant, and says why a lease already started cannot be one', async ({
    multiTenant,
  }) => {
    await multiTenant.open()
    const { page, rentRoll } = multiTenant
    await multiTenant.addTenant.click()
    await rentRoll.pressIn(0, 'status', 'v')
    await rentRoll.expectRow(0, { status: 'Vacant', name: 'Vacant' })
    await expect(
      page.getByText("A vacant suite's lease starts after the analysis start.").first(),
    ).toBeVisible()
    await rentRoll.enter(0, 'leaseStart', '2027-01-01', '2027-01-01')
    await expect(
      page.getByText("A vacant suite's lease starts after the analysis start."),
    ).toHaveCount(0)
    await rentRoll.pressIn(0, 'status', 'v')
    await rentRoll.expectRow(0, { status: 'Occupied', name: 'Vacant' })
  })

  test('takes an escalation in dollars or percent as typed, and a base year for a Base Year lease', async ({
    multiTenant,
  }) => {
    await multiTenant.open()
    const { rentRoll } = multiTenant
    await multiTenant.addTenant.click()
    await rentRoll.enter(0, 'annualEscalation', '$0.50', '$0.50')
    await rentRoll.enter(0, 'annualEscalation', '0.75', '$0.75')
    await rentRoll.enter(0, 'annualEscalation', '2.5%', '2.50%')
    await rentRoll.expectRow(0, { baseYear: '' })
    await rentRoll.pressIn(0, 'leaseType', 'b')
    await rentRoll.expectRow(0, { leaseType: 'Base Year', baseYear: '2026' })
    await rentRoll.enter(0, 'baseYear', '2024', '2024')
  })
})
