import type { Locator, Page } from '@playwright/test'
import { MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { expect, metric, test } from './fixtures'
import { EmailJsStub } from './emailjs-stub'

/** Presses Tab until `target` has the focus (so it is reachable by keyboard), then checks the focus shows. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page)
      return
    }
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reachable with Tab in ${maxPresses} presses: ${target}`)
}

/** The focused element is drawn with an outline or a focus ring, not only a colour change. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return {
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      shadow: style.boxShadow,
    }
  })
  expect(
    ring.outline !== 'none' && ring.width > 0 ? true : ring.shadow !== 'none',
    JSON.stringify(ring),
  ).toBe(true)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

test.describe('the mortgage flow with the keyboard alone', () => {
  test('calculates, requests a quote and comes back with the inputs kept', async ({
    page,
    home,
  }) => {
    await EmailJsStub.install(page, { status: 200, text: 'OK' })
    await home.open()
    const field = (label: string) => home.field(label)

    for (const [label, text] of [
      ['Property Value', '2000000'],
      ['Equity (%)', '25'],
      ['Interest Rate (%)', '6.5'],
      ['Net Operating Income (NOI)', '180000'],
    ] as const)
      await typeInto(page, field(label), text)
    await tabTo(page, field('Loan Term (Years)'))
    await page.keyboard.type('10')
    await expect(field('Loan Term (Years)')).toHaveValue('10')
    await tabTo(page, home.calculateMortgage)
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-metric="monthlyPayment"]')).toBeVisible()
    const { balloonPayment } = MORTGAGE_WORKED_EXAMPLE.expected
    expect(await metric(page, 'balloonPayment')).toBeCloseTo(balloonPayment, 2)

    await tabTo(page, page.getByRole('button', { name: 'Get Professional Quote' }))
    await page.keyboard.press('Enter')
    for (const [label, text] of [
      ['First Name', 'Ada'],
      ['Last Name', 'Lovelace'],
      ['Email', 'ada@example.com'],
      ['Phone', '555 010 0199'],
    ] as const)
      await typeInto(page, field(label), text)
    await tabTo(page, field('Property Type'))
    await page.keyboard.type('Office')
    await expect(field('Property Type')).toHaveValue('office')
    await tabTo(page, field('Timeframe'))
    await page.keyboard.type('Immediately')
    await expect(field('Timeframe')).toHaveValue('immediately')
    await tabTo(page, page.getByRole('button', { name: 'Submit Quote Request' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

    await tabTo(page, page.getByRole('button', { name: 'Calculate Another Mortgage' }))
    await page.keyboard.press('Enter')
    await expect(field('Property Value')).toHaveValue('2,000,000')
    await expect(field('Loan Term (Years)')).toHaveValue('10')
  })
})

test.describe('the multi-tenant page with the keyboard alone', () => {
  test('adds a tenant, types its lease into the grid and turns market leasing on', async ({
    page,
    multiTenant,
  }) => {
    await multiTenant.open()
    await tabTo(page, multiTenant.addTenant)
    await page.keyboard.press('Enter')
    const cell = (field: string) => multiTenant.rentRoll.cell(0, field)
    await expect(cell('name')).toBeFocused()
    await multiTenant.rentRoll.typeCells(['Corner Cafe', '2500', '30'])
    await expect(cell('squareFootage')).toHaveText('2,500')
    await expect(multiTenant.figure('totalSquareFootage')).toHaveAttribute('data-value', '2500')
    await expect(multiTenant.annual.cell(2027, 'grossRent')).toBeVisible()

    const marketLeasing = multiTenant.marketLeasing
    await tabTo(page, marketLeasing)
    await page.keyboard.press('Space')
    await expect(marketLeasing).toHaveAttribute('aria-checked', 'true')
    await expect(multiTenant.field('Free Rent (Months)')).toBeVisible()
  })
})
