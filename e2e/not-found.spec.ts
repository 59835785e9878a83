import type { ConsoleMessage, Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  sharedBrowsing,
  test,
} from './fixtures'
import { NotFoundPage } from './models/not-found-page'

test.describe('an unknown path', () => {
  // These tests each open the address they test (goto): one context for all of them.
  let page: Page
  sharedBrowsing({ allowedConsoleErrors: /404 Error/, each: (shared) => (page = shared) })

  test('shows the 404 page, links home and logs the path', async () => {
    const logged: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') logged.push(message.text())
    }
    page.on('console', onConsole)
    const notFound = new NotFoundPage(page)
    await notFound.open('/no/such/page')
    // The page logs from an effect, and Playwright delivers console events asynchronously.
    await expect.poll(() => logged.join('\n')).toContain('/no/such/page')
    page.off('console', onConsole)
    await expect(page).toHaveTitle(/Page Not Found/)
    await expect(notFound.banner).toBeVisible()
    await expect(notFound.footer).toBeVisible()
    await notFound.returnHome()
  })

  test('is also shown for an unknown path reached by a reload', async () => {
    const notFound = new NotFoundPage(page)
    const response = await page.goto('/rates')
    expect(response?.status()).toBe(200)
    await page.reload()
    await expect(notFound.message).toBeVisible()
    await expect(notFound.returnHomeLink).toHaveAttribute('href', '/')
  })

  test('has no WCAG 2.2 AA violations', async () => {
    await new NotFoundPage(page).open()
    await expectNoAxeViolations(page)
  })

  test('does not scroll sideways on a 320 px wide screen', async () => {
    await page.setViewportSize({ width: 320, height: 640 })
    await new NotFoundPage(page).open()
    await expectNoHorizontalOverflow(page)
  })
})
