import {
  clipboardText,
  expect,
  expectCents,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  CLIPBOARD,
  sharedModel,
  test,
  usd,
} from './fixtures'
import { DEPTH, MultiTenantPage, WORKED } from './models/multi-tenant-page'
import { expectNumberedFullPages, printToPdf } from './pdf-pages'
import { scenarioInLink } from './scenarios'

/** A share of the published kind (78.60% as 0.786) against an unrounded data-value. */
const expectShare = (actual: number, published: number, what: string) =>
  expect(Math.abs(actual - published), what).toBeLessThanOrEqual(0.00005 + 1e-9)

// One page: the 9.7 example's tests read what the visit opened; the exit and return input tests
// after them each open their scenario as a new visit does (MultiTenantPage.reopen).
test.describe('underwriting', () => {
  const results = sharedModel(MultiTenantPage, {
    open: (multiTenant) => multiTenant.openDepthExample(),
    contextOptions: CLIPBOARD,
  })

  test.describe('the underwriting worked example (PRODUCT.md 9.7)', () => {
    test('shows when the leases roll: rent share by year, WALTs and concentration', async () => {
      const { rollover } = DEPTH
      for (const [index, share] of rollover.expiringRentShareByYear.entries())
        expectShare(
          await results().metric(`expiringRentShareYear${index + 1}`),
          share,
          `year ${index + 1}`,
        )
      expect(await results().metric('walt')).toBeCloseTo(rollover.walt, 4)
      expect(await results().metric('waltByArea')).toBeCloseTo(rollover.waltByArea, 4)
      // Two decimals, and "years" agreeing with the number shown.
      await expect(results().figure('walt')).toHaveText(`${rollover.walt.toFixed(2)} years`)
      await expect(results().figure('waltByArea')).toHaveText(
        `${rollover.waltByArea.toFixed(2)} years`,
      )
      expectShare(await results().metric('topTenantShare'), rollover.topTenantShare, 'top tenant')
      expect(await results().metric('nearTermRolloverShare')).toBe(0)
      const card = results().region('Lease Rollover')
      await expect(card.getByText('High near-term rollover')).toBeHidden()
      // Rents at lease start, from January 2026: the grocer's $18.00 of 2024 after two steps.
      const [, , grocer, dental] = rollover.expiringRentShareByYear.map(
        (share) => `${(share * 100).toFixed(2)}%`,
      )
      await expect(card.getByRole('img', { name: `2028 ${grocer}, 2029 ${dental}` })).toBeVisible()
      await expect(
        card.getByRole('row', { name: `2028 20,000 85.11% ${usd(381_924)} ${grocer} ${grocer}` }),
      ).toBeVisible()
    })

    test('tests the refinance at maturity: cash-out capacity on the LTV test', async () => {
      const expected = DEPTH.exitRefinance
      for (const name of [
        'forwardNoi',
        'exitValue',
        'balloonAtMaturity',
        'refinanceProceeds',
      ] as const)
        expectCents(await results().metric(name), expected[name], name)
      expectCents(await results().metric('refinanceGap'), expected.refinanceGap, 'refinanceGap')
      expectShare(await results().metric('maturityLtv'), expected.maturityLtv, 'maturity LTV')
      expectShare(
        await results().metric('exitDebtYield'),
        expected.exitDebtYield,
        'exit debt yield',
      )
      expect(await results().metricText('refinanceLimitingTest')).toBe('LTV')
      const card = results().region('Exit & Refinance')
      await expect(card.getByText('Refinance Gap: Refinanceable')).toBeVisible()
      await expect(card.getByText(`Cash-out capacity ${usd(-expected.refinanceGap)}`)).toBeVisible()
      const grid = card.getByRole('table', { name: /Refinance Gap by Exit Cap Rate/ })
      await expect(grid.locator('tbody tr')).toHaveCount(5)
      await expect(grid.locator('thead th')).toHaveText(['6.50%', '7.50%', '8.50%'])
      const current = grid.locator('td[data-current]')
      await expect(current).toHaveCount(1)
      expectCents(Number(await current.getAttribute('data-value')), expected.refinanceGap, 'grid')
    })

    test('gives the returns on the property value, before closing costs', async () => {
      const { sizing } = DEPTH
      expectCents(await results().metric('recommendedLoan'), sizing.recommendedLoan, 'loan')
      expectCents(await results().metric('maxLoanLTV'), sizing.maxLoanLTV, 'by LTV')
      expectShare(await results().metric('ltv'), sizing.ltv, 'LTV')
      expect(await results().metricText('limitingFactor')).toBe(sizing.limitingFactor)
      const expected = DEPTH.returns
      expectCents(await results().metric('equity'), expected.equity, 'equity')
      for (const name of [
        'unleveredIrr',
        'leveredIrr',
        'cashOnCashYear1',
        'averageCashOnCash',
      ] as const)
        expectShare(await results().metric(name), expected[name], name)
      expect(await results().metric('equityMultiple')).toBeCloseTo(expected.equityMultiple, 2)
      const card = results().region('Investment Returns')
      await expect(card.getByText('before closing costs').first()).toBeVisible()
      await expect(card.getByRole('table', { name: 'Cash Flows' }).locator('tbody tr')).toHaveCount(
        11,
      )
      // The rollover and exit cards are checked with the rest of the results (4.4 example).
      await expectNoAxeViolations(results().page, '.returns-card')
    })

    test('puts the refinance gap and the levered IRR in the key-figures bar', async () => {
      expect(await results().summary('refinanceGap').getAttribute('data-value')).toBe(
        await results().figure('refinanceGap').getAttribute('data-value'),
      )
      expect(await results().summary('leveredIrr').getAttribute('data-value')).toBe(
        await results().figure('leveredIrr').getAttribute('data-value'),
      )
      await expect(results().summary('leveredIrr')).toHaveText(
        `${(DEPTH.returns.leveredIrr * 100).toFixed(2)}%`,
      )
    })

    test('copies the new tables for Excel as raw numbers', async () => {
      await results().button('Copy Lease Expirations for Excel').click()
      const expirations = (await clipboardText(results().page)).split('\r\n')
      expect(expirations[0]).toBe(
        'Expiration Year\tExpiring SF\tShare of SF (%)\tExpiring Rent\tShare of Rent (%)\tCumulative Share of Rent (%)',
      )
      const grocer = String(DEPTH.rollover.expiringRentShareByYear[2]! * 100)
      expect(expirations[3]).toBe(`2028\t20000\t85.11\t381924\t${grocer}\t${grocer}`)
      expect(expirations[11]).toBe('After Year 10\t0\t0\t0\t0\t100')
      await results().button('Copy Refinance Grid for Excel').click()
      const grid = (await clipboardText(results().page)).split('\r\n')
      expect(grid[0]).toBe('Exit Cap Rate (%) \\ Refinance Rate (%)\t6.5\t7.5\t8.5')
      expect(grid[2]!.split('\t').slice(0, 2)).toEqual([
        '8',
        String(DEPTH.exitRefinance.refinanceGap),
      ])
      // Shares and rates in percent, as the card shows them (50.51%), not as fractions (0.51).
      await results().button('Copy Exit & Refinance for Excel').click()
      const exit = (await clipboardText(results().page)).split('\r\n')
      const percent = (share: number) => String(Math.round(share * 10_000) / 100)
      expect(exit).toEqual(
        expect.arrayContaining([
          `Maturity LTV (%)\t${percent(DEPTH.exitRefinance.maturityLtv)}`,
          `Exit Debt Yield (%)\t${percent(DEPTH.exitRefinance.exitDebtYield)}`,
          'Refinance Rate (%)\t6.5',
        ]),
      )
      await results().button('Copy Return Cash Flows for Excel').click()
      expect((await clipboardText(results().page)).split('\r\n')[1]).toBe(
        `Purchase\t-5500000\t${-DEPTH.returns.equity}`,
      )
    })

    test('prints the new cards and the exit assumptions in the report', async () => {
      const { page } = results()
      await page.emulateMedia({ media: 'print' })
      try {
        for (const card of ['Lease Rollover', 'Exit & Refinance', 'Investment Returns'])
          await expect(results().region(card)).toBeVisible()
        await expect(page.locator('.report-assumptions')).toContainText('Exit Cap Rate (%)8.00%')
        await expect(page.locator('.report-assumptions')).toContainText('Refinance Rate (%)6.50%')
      } finally {
        await page.emulateMedia({ media: 'screen' })
      }
      await expectNoBrokenFigures(page)
    })

    test('prints them on numbered pages, none half empty: two cards to a page', async () => {
      const pages = await printToPdf(results().page)
      await results().page.emulateMedia({ media: 'screen' })
      expectNumberedFullPages(pages)
      // The credit summary; rent roll and assumptions; chart, debt and its sizing; the rollover's
      // figures, its expirations with exit and refinance; returns with the sensitivity tables; the
      // annual table on its side.
      expect(pages.map((printed) => printed.landscape)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
      ])
      expect(pages[0]!.text).toContain('Credit Summary')
      // (The PDF's text splits ligatures: "Re fi nance".)
      expect(pages[2]!.text).toContain('Debt Sizing Summary')
      expect(pages[3]!.text).toContain('Lease Rollover')
      expect(pages[3]!.text).toContain('Lease Expirations')
      expect(pages[3]!.text).toContain('Exit & Re')
      expect(pages[4]!.text).toContain('Investment Returns')
      expect(pages[4]!.text).toContain('Rate x DSCR Sensitivity')
      expect(pages[5]!.text).toContain('Detailed Annual Cash Flow Analysis')
      expect(pages[5]!.smallestFigurePt).toBeGreaterThanOrEqual(9)
    })
  })

  test.describe('exit and return inputs', () => {
    test('an older link opens with the default exit block; a value brings the returns', async () => {
      const multiTenant = results()
      const { page } = multiTenant
      await multiTenant.reopenWorkedExample()
      await expect(multiTenant.field('Exit Cap Rate (%)')).toHaveValue('8')
      await expect(multiTenant.field('Refinance Rate (%)')).toHaveValue('')
      await expect(multiTenant.field('Selling Costs (%)')).toHaveValue('2')
      await expect(multiTenant.region('Investment Returns')).toHaveCount(0)
      await expect(multiTenant.summary('leveredIrr')).toHaveCount(0)

      await multiTenant.field('Property Value (optional)').fill('5500000')
      await expect.poll(() => multiTenant.metric('equity')).toBeCloseTo(DEPTH.returns.equity, 2)
      expectShare(await multiTenant.metric('leveredIrr'), DEPTH.returns.leveredIrr, 'levered IRR')

      const gap = await multiTenant.metric('refinanceGap')
      await multiTenant.field('Exit Cap Rate (%)').fill('9')
      const forwardNoi = await multiTenant.metric('forwardNoi')
      await expect.poll(() => multiTenant.metric('exitValue')).toBeCloseTo(forwardNoi / 0.09, 4)
      expect(await multiTenant.metric('refinanceGap')).toBeGreaterThan(gap)
      await multiTenant.field('Refinance Rate (%)').fill('8.5')
      await expect(multiTenant.page.locator('thead th').filter({ hasText: '10.50%' })).toBeVisible()

      await multiTenant.field('Exit Cap Rate (%)').fill('0')
      await expect(
        page.getByText('Enter a number above 0% and at most 25%. Still using 9.'),
      ).toBeVisible()
      await expect.poll(() => multiTenant.metric('exitValue')).toBeCloseTo(forwardNoi / 0.09, 4)

      await multiTenant.button('Copy Share Link').click()
      // The link is compressed before it is copied: the clipboard holds it once this shows (it
      // held an earlier test's copy while a loaded machine was still compressing).
      await expect(page.getByText('Link copied')).toBeVisible()
      const link = await clipboardText(page)
      expect(scenarioInLink(link).exit).toEqual({
        exitCapRate: 9,
        refinanceRate: 8.5,
        sellingCosts: 2,
      })

      await page.reload()
      await expect(multiTenant.field('Exit Cap Rate (%)')).toHaveValue('9')
      await expect(multiTenant.field('Refinance Rate (%)')).toHaveValue('8.5')
    })

    test('an older file without the exit block imports with the default exit assumptions', async () => {
      const multiTenant = results()
      await multiTenant.reopenScenario({
        ...DEPTH.scenario,
        exit: { exitCapRate: 9.5, refinanceRate: 7, sellingCosts: 4 },
      })
      await expect(multiTenant.field('Exit Cap Rate (%)')).toHaveValue('9.5')
      await multiTenant.scenarioFile.setInputFiles({
        name: 'older.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(WORKED.scenario)),
      })
      await expect(multiTenant.page.getByText('Scenario imported: 2 tenants')).toBeVisible()
      await expect(multiTenant.field('Exit Cap Rate (%)')).toHaveValue('8')
      await expect(multiTenant.field('Refinance Rate (%)')).toHaveValue('')
      await expect(multiTenant.field('Selling Costs (%)')).toHaveValue('2')
      await expect
        .poll(() => multiTenant.metric('refinanceGap'))
        .toBeCloseTo(DEPTH.exitRefinance.refinanceGap, 2)
    })

    test('shows "-" for the rent shares, WALT by rent and IRRs a rent roll without rent does not have', async () => {
      const multiTenant = results()
      const tenants = DEPTH.scenario.tenants.map((tenant) => ({ ...tenant, baseRent: 0 }))
      await multiTenant.reopenScenario({ ...DEPTH.scenario, tenants })
      await expect(multiTenant.figure('equity')).toHaveText('$5,500,000')
      for (const name of [
        'expiringRentShareYear3',
        'walt',
        'topTenantShare',
        'nearTermRolloverShare',
        'maturityLtv',
        'exitDebtYield',
        'unleveredIrr',
        'leveredIrr',
      ]) {
        await expect(multiTenant.figure(name), name).toHaveText('-')
        expect(await multiTenant.metricText(name), name).toBe('-')
      }
      await expect(multiTenant.figure('exitValue')).toHaveText('$0')
      // The WALT by area depends on square feet only (PRODUCT.md 10.7): shown, rent or not.
      expect(await multiTenant.metric('waltByArea')).toBeCloseTo(DEPTH.rollover.waltByArea, 4)
      const rollover = multiTenant.region('Lease Rollover')
      await expect(rollover.getByRole('img', { name: /: no in-place rent\.$/ })).toBeVisible()
      await expectNoBrokenFigures(multiTenant.page)
    })

    test('says when the loan matures after the analysis and warns of near-term rollover', async () => {
      const multiTenant = results()
      const [anchor, dental] = WORKED.scenario.tenants
      await multiTenant.reopenScenario({
        ...WORKED.scenario,
        tenants: [{ ...anchor, leaseExpiration: '2027-06-30' }, dental],
        debt: { ...WORKED.scenario.debt, loanTerm: 15 },
      })
      const exit = multiTenant.region('Exit & Refinance')
      await expect(exit.getByText('The loan matures after the 10-year analysis')).toBeVisible()
      await expect(multiTenant.figure('refinanceGap')).toHaveCount(0)
      await expect(multiTenant.summary('refinanceGap')).toHaveCount(0)
      const rollover = multiTenant.region('Lease Rollover')
      await expect(rollover.getByText('High near-term rollover')).toBeVisible()
      // The grocer ends in June 2027 (year 2): its rent of January 2026 over the two rents.
      const grocer = 20_000 * 18 * 1.03 ** 2
      expectShare(
        await multiTenant.metric('nearTermRolloverShare'),
        grocer / (grocer + 3_500 * 28),
        'near-term',
      )
      // The warning and the shorter exit card still share a page.
      const pages = await printToPdf(multiTenant.page)
      await multiTenant.page.emulateMedia({ media: 'screen' })
      expectNumberedFullPages(pages)
      // The credit summary; rent roll and assumptions; chart and debt; rollover with exit; the
      // landscape tables.
      expect(pages.map((printed) => printed.landscape)).toEqual([false, false, false, false, true])
    })
  })
})
