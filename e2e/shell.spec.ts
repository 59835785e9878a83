import type { Page } from '@playwright/test'
import { expect, expectNoHorizontalOverflow, sharedBrowsing, sharedModel, test } from './fixtures'
import { HomePage } from './models/home-page'
import { LandingPage } from './models/landing-page'
import { RateGuidePage } from './models/rate-guide-page'
import { PATHS, SiteChrome } from './models/site-chrome'

const GUIDE = PATHS.rateGuide
const LANDING = PATHS.landing
const MULTI_TENANT = PATHS.multiTenant

/** Every route with a heading that shows it has rendered (the multi-tenant page: chrome only). */
const ROUTES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: PATHS.home, ready: (page) => new HomePage(page).expectShown() },
  { path: GUIDE, ready: (page) => new RateGuidePage(page).expectShown() },
  { path: LANDING, ready: (page) => new LandingPage(page).expectShown() },
  { path: MULTI_TENANT, ready: (page) => mainContentShown(page) },
]

async function mainContentShown(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

const banner = (page: Page) => new SiteChrome(page).banner
const footer = (page: Page) => new SiteChrome(page).footer

// These tests each open the pages they test (goto): one context for all of them.
test.describe('every page', () => {
  let page: Page
  sharedBrowsing({ each: (shared) => (page = shared) })

  test.describe('the site header', () => {
    test('links the brand home and Rates to the rate guide', async () => {
      await page.goto(LANDING)
      await banner(page).getByRole('link', { name: 'Rates' }).click()
      await expect(page).toHaveURL(GUIDE)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate & Term Guide')
      await banner(page).getByRole('link', { name: 'CRE Loan Calculator' }).click()
      await expect(page).toHaveURL(/\/$/)
    })

    test('Get Started scrolls to the main content without navigating', async () => {
      await page.goto(LANDING)
      await new LandingPage(page).expectShown()
      const main = page.getByRole('main')
      const mainTop = () => main.evaluate((element) => element.getBoundingClientRect().top)
      const headerHeight = await banner(page).evaluate(
        (element) => element.getBoundingClientRect().height,
      )
      expect(await mainTop()).toBeGreaterThanOrEqual(headerHeight)

      await banner(page).getByRole('button', { name: 'Get Started' }).click()
      await expect.poll(mainTop).toBeLessThan(headerHeight / 2)
      expect(await mainTop()).toBeGreaterThanOrEqual(0)
      await expect(page).toHaveURL(LANDING)
      await expect(main).toBeFocused()
    })

    test('shortens Get Started to Start on a 320 px screen', async () => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(GUIDE)
      const start = banner(page).getByRole('button', { name: 'Start', exact: true })
      await expect(start).toBeVisible()
      expect(await start.innerText()).toBe('Start')
      await expect(banner(page).getByText('Get Started')).toBeHidden()
      await expect(banner(page).getByRole('link', { name: 'Rates' })).toBeVisible()
    })

    test('shows the full Get Started label on a desktop screen', async () => {
      await page.goto(GUIDE)
      const button = banner(page).getByRole('button', { name: 'Get Started' })
      expect(await button.innerText()).toBe('Get Started')
    })
  })

  test.describe('the site footer in use', () => {
    test('links to the landing page', async () => {
      await new RateGuidePage(page).open()
      await footer(page).getByRole('link', { name: 'Commercial Property Loan Calculator' }).click()
      await expect(page).toHaveURL(LANDING)
      await new LandingPage(page).expectShown()
    })
  })

  test.describe('printing', () => {
    test('leaves the header and footer off the multi-tenant report', async () => {
      await page.goto(MULTI_TENANT)
      await mainContentShown(page)
      await expect(banner(page)).toBeVisible()
      await page.emulateMedia({ media: 'print' })
      await expect(banner(page)).toBeHidden()
      await expect(footer(page)).toBeHidden()
      await page.emulateMedia({ media: 'screen' })
      await expect(banner(page)).toBeVisible()
    })

    test('leaves the header and footer off the home page (its results print as a report)', async () => {
      await page.goto('/')
      await mainContentShown(page)
      await page.emulateMedia({ media: 'print' })
      await expect(banner(page)).toBeHidden()
      await expect(footer(page)).toBeHidden()
    })

    test('keeps the header and footer when printing the other pages', async () => {
      for (const path of [GUIDE, LANDING])
        await test.step(path, async () => {
          await page.goto(path)
          await page.emulateMedia({ media: 'print' })
          await expect(banner(page)).toBeVisible()
          await expect(footer(page)).toBeVisible()
        })
    })

    test('restores the chrome after leaving the multi-tenant page', async () => {
      await page.goto(MULTI_TENANT)
      await mainContentShown(page)
      await banner(page).getByRole('link', { name: 'Rates' }).click()
      await new RateGuidePage(page).expectShown()
      await page.emulateMedia({ media: 'print' })
      await expect(banner(page)).toBeVisible()
    })
  })

  test.describe('a 320 px wide screen', () => {
    test('does not scroll sideways on any page', async () => {
      await page.setViewportSize({ width: 320, height: 640 })
      for (const { path, ready } of ROUTES)
        await test.step(path, async () => {
          await page.goto(path)
          await ready(page)
          await expectNoHorizontalOverflow(page)
        })
    })
  })

  test.describe('document title and description', () => {
    test('every page names itself and describes itself for search results', async () => {
      for (const { path, ready } of ROUTES) {
        await page.goto(path)
        await ready(page)
        await expect(page).toHaveTitle(/^\S.* \| CRE Loan Calculator$/)
        const description = await page.locator('meta[name="description"]').getAttribute('content')
        expect(description?.length ?? 0, path).toBeGreaterThan(50)
      }
    })

    test('changes with client-side navigation', async () => {
      await page.goto(GUIDE)
      await expect(page).toHaveTitle(/^Commercial Real Estate Loan Rate & Term Guide/)
      const guideDescription = await page
        .locator('meta[name="description"]')
        .getAttribute('content')
      await footer(page).getByRole('link', { name: 'Commercial Property Loan Calculator' }).click()
      await expect(page).toHaveTitle(/^Commercial Property Loan Calculator \|/)
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
        'content',
        guideDescription!,
      )
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    })
  })
})

test.describe('the site footer', () => {
  // These tests only read the footer: one visit.
  // The footer of the rate guide, as every page has it.
  const chrome = sharedModel(RateGuidePage)

  test('has the about, Features and Property Types columns', async () => {
    await expect(chrome().footer.getByRole('heading', { level: 2 })).toHaveText([
      'CRE Loan Calculator',
      'Features',
      'Property Types',
    ])
    await expect(chrome().footerColumn('Property Types').getByRole('listitem')).toHaveText([
      'Office Buildings',
      'Retail Centers',
      'Warehouses',
      'Multifamily',
      'Hotels',
    ])
    await expect(chrome().footerColumn('Features').getByRole('listitem')).not.toHaveCount(0)
  })

  test('shows feature and property-type items as plain text, not links', async () => {
    for (const column of ['Features', 'Property Types']) {
      await expect(chrome().footerColumn(column).getByRole('listitem')).not.toHaveCount(0)
      await expect(chrome().footerColumn(column).getByRole('link')).toHaveCount(0)
    }
  })

  test("carries the full disclaimer and this year's copyright line", async () => {
    for (const phrase of [
      '“as is”',
      'informational and illustrative purposes only',
      'not financial, investment or lending advice',
      'no warranty as to the accuracy, completeness or suitability',
      'responsible for verifying all assumptions and calculations',
      'disclaim all liability',
      'Consult qualified',
    ])
      await expect(chrome().footer).toContainText(phrase)
    const year = new Date().getFullYear()
    await expect(chrome().footer.getByText(new RegExp(`©\\s*${year}`))).toBeVisible()
  })
})

test.describe("the footer's copyright year", () => {
  test('is the year of the clock, not the year the site was written', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00'))
    await page.goto(PATHS.home)
    await expect(new SiteChrome(page).footer).toContainText(
      '© 2031 CRE Loan Calculator. All rights reserved.',
    )
  })
})

test.describe('a page whose code fails to load', () => {
  // One page whose rate guide code always fails; each test opens the pages it tests (goto).
  let page: Page
  sharedBrowsing({
    open: async (shared) => {
      await shared.route('**/assets/rate-guide-route-*.js', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'throw new Error("Injected failure")',
        }),
      )
    },
    allowedConsoleErrors: /Injected failure/,
    each: (shared) => (page = shared),
  })

  async function expectErrorScreen(page: Page) {
    const alert = page.getByRole('alert')
    await expect(
      alert.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible()
    await expect(alert).toContainText('Injected failure')
    await expect(page).toHaveTitle(/Unexpected Application Error/)
    await expect(banner(page)).toBeVisible()
    await expect(footer(page)).toBeVisible()
  }

  test('shows the error screen with the message when reached from a link', async () => {
    await page.goto('/')
    await new HomePage(page).expectShown()
    await banner(page).getByRole('link', { name: 'Rates' }).click()
    await expectErrorScreen(page)
  })

  test('shows the error screen when the page is opened directly', async () => {
    await page.goto(GUIDE)
    await expectErrorScreen(page)
  })

  test('lets the other pages work after the failure', async () => {
    await page.goto(GUIDE)
    await expectErrorScreen(page)
    await footer(page).getByRole('link', { name: 'Commercial Property Loan Calculator' }).click()
    await new LandingPage(page).expectShown()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})

test.describe('security headers', () => {
  for (const path of ['/', GUIDE, '/favicon.svg']) {
    test(`are sent with ${path}`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.ok()).toBe(true)
      const headers = response.headers()
      const csp = Object.fromEntries(
        headers['content-security-policy']!.split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/)
          return [name, values.join(' ')]
        }),
      )
      expect(csp['default-src']).toBe("'self'")
      expect(csp['script-src']).toBe("'self'")
      expect(csp['connect-src']).toBe("'self' https://api.emailjs.com")
      expect(csp['object-src']).toBe("'none'")
      expect(csp['frame-ancestors']).toBe("'none'")
      expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|'unsafe-inline'.*script/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    })
  }

  test('index.html has no inline script or inline event handler', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/)
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  })
})
