import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  sharedMultiTenant,
  test,
} from './fixtures'

test.describe('the multi-tenant page on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 800 } })
  // Each test opens the worked example as a new visit shows it: one load for both.
  const { worked } = sharedMultiTenant()

  test('keeps the results within the screen and accessible', async () => {
    test.slow() // axe checks the contrast of every figure
    const { page } = await worked()
    expect(page.viewportSize()).toEqual({ width: 320, height: 800 })
    await expect(page.locator('.scatterlayer .trace')).toHaveCount(3)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page, '.results-panel')
  })

  test('keeps the inputs within the screen and accessible', async () => {
    test.slow() // axe checks the contrast of every rent roll cell and input, as in the results
    const multiTenant = await worked()
    const { page } = multiTenant
    expect(page.viewportSize()).toEqual({ width: 320, height: 800 })
    await expectNoHorizontalOverflow(page)
    await multiTenant.rentRoll.enter(1, 'leasingCommission', '7', '7.00%')
    await expect(multiTenant.button('Remove Dental Office')).toBeAttached()
    await expectNoAxeViolations(page, '.scenario-inputs')
  })
})
