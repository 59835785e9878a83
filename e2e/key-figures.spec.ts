import { expect, test } from './fixtures'
import { WORKED_LOAN } from './models/multi-tenant-page'

test.describe('the key-figures bar', () => {
  test('stays in view while a debt input at the top is edited and reads the analysis', async ({
    page,
    multiTenant,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await multiTenant.openWorkedExample()
    await multiTenant.rentRoll.cell(0, 'name').click()
    await expect(multiTenant.keyFigures).toBeInViewport()
    await multiTenant.interestRate.focus()
    await expect(multiTenant.keyFigures).toBeInViewport()
    const loan = multiTenant.summary('recommendedLoan')
    expect(Number(await loan.getAttribute('data-value'))).toBeCloseTo(WORKED_LOAN, 2)
    await expect(multiTenant.summary('limitingTest')).toHaveAttribute(
      'data-value',
      (await multiTenant.metricText('limitingFactor')) ?? 'DSCR',
    )
    for (const name of ['stabilizedNoi', 'year1Dscr', 'minDscr'])
      await expect(multiTenant.summary(name)).toHaveAttribute('data-value', /^\d/)

    // The bar follows the tiles: both move off the worked example's loan, to the same figure.
    await multiTenant.interestRate.fill('7.5')
    await expect.poll(() => multiTenant.recommendedLoan()).toBeLessThan(WORKED_LOAN - 1000)
    await expect
      .poll(async () => Number(await loan.getAttribute('data-value')))
      .toBeCloseTo(await multiTenant.recommendedLoan(), 2)
  })

  test('pins a baseline, shows each change against it, keeps it over a reload and clears it', async ({
    page,
    worked: multiTenant,
  }) => {
    const loan = multiTenant.summary('recommendedLoan')
    await multiTenant.button('Pin as Baseline').click()
    await expect(loan).toHaveAttribute('data-delta', '0')

    await multiTenant.interestRate.fill('7.5')
    await expect.poll(async () => Number(await loan.getAttribute('data-delta'))).toBeLessThan(-1000)
    const delta = Number(await loan.getAttribute('data-delta'))
    const now = Number(await loan.getAttribute('data-value'))
    expect(now - delta).toBeCloseTo(WORKED_LOAN, 2)
    // A fall in parentheses, as every negative figure of the page; a rise with "+".
    await expect(multiTenant.keyFigures.locator('.key-figures__delta').first()).toHaveText(
      /^\(\$[\d,]+\)$/,
    )
    await expect(multiTenant.keyFigures).not.toContainText('-$')
    const byYear = page.getByRole('table', { name: 'Change vs baseline by year' })
    await expect(byYear.locator('tbody tr')).toHaveCount(10)

    await page.reload()
    await expect(multiTenant.summary('recommendedLoan')).toHaveAttribute(
      'data-delta',
      String(delta),
    )
    await expect(byYear).toBeVisible()

    await multiTenant.button('Clear Baseline').click()
    await expect(loan).not.toHaveAttribute('data-delta', /.*/)
    await expect(byYear).toBeHidden()
  })
})
