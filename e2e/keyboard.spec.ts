import type { Locator, Page } from '@playwright/test'
import { MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { expect, metric, test } from './fixtures'
import { EmailJsStub } from './emailjs-stub'
import { OPENING_MS } from './models/multi-tenant-page'

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

/** Tabs to each `[field, text]` in turn and types the text (a select picks by typing too). */
async function typeEach(page: Page, entries: [Locator, string][]) {
  for (const [field, text] of entries) await typeInto(page, field, text)
}

/** Tabs to `target` and presses `key` on it. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

test.describe('the mortgage flow with the keyboard alone', () => {
  test('calculates, requests a quote and comes back with the inputs kept', async ({
    page,
    home,
  }) => {
    await EmailJsStub.install(page, { status: 200, text: 'OK' })
    await home.open()
    const field = (label: string) => home.field(label)

    await typeEach(page, [
      [field('Property Value'), '2000000'],
      [field('Equity (%)'), '25'],
      [field('Interest Rate (%)'), '6.5'],
      [field('Net Operating Income (NOI)'), '180000'],
      [field('Loan Term (Years)'), '10'],
    ])
    await expect(field('Loan Term (Years)')).toHaveValue('10')
    await press(page, home.calculateMortgage)
    await expect(page.locator('[data-metric="monthlyPayment"]')).toBeVisible()
    const { balloonPayment } = MORTGAGE_WORKED_EXAMPLE.expected
    expect(await metric(page, 'balloonPayment')).toBeCloseTo(balloonPayment, 2)

    await press(page, page.getByRole('button', { name: 'Get Professional Quote' }))
    await typeEach(page, [
      [field('First Name'), 'Ada'],
      [field('Last Name'), 'Lovelace'],
      [field('Email'), 'ada@example.com'],
      [field('Phone'), '555 010 0199'],
      [field('Property Type'), 'Office'],
    ])
    await expect(field('Property Type')).toHaveValue('office')
    await typeInto(page, field('Timeframe'), 'Immediately')
    await expect(field('Timeframe')).toHaveValue('immediately')
    await press(page, page.getByRole('button', { name: 'Submit Quote Request' }))
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

    await press(page, page.getByRole('button', { name: 'Calculate Another Mortgage' }))
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
    await press(page, multiTenant.addTenant)
    const cell = (field: string) => multiTenant.rentRoll.cell(0, field)
    await expect(cell('name')).toBeFocused()
    await multiTenant.rentRoll.typeCells(['Corner Cafe', '2500', '30'])
    await expect(cell('squareFootage')).toHaveText('2,500')
    await expect(multiTenant.figure('totalSquareFootage')).toHaveAttribute('data-value', '2500')
    // The page's first analysis: the annual table is built after the key figures (OPENING_MS).
    await expect(multiTenant.annual.cell(2027, 'grossRent')).toBeVisible({ timeout: OPENING_MS })

    const marketLeasing = multiTenant.marketLeasing
    await press(page, marketLeasing, 'Space')
    await expect(marketLeasing).toHaveAttribute('aria-checked', 'true')
    await expect(multiTenant.field('Free Rent (Months)')).toBeVisible()
  })
})
