import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, test } from './fixtures'
import { NotFoundPage } from './models/not-found-page'

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: /404 Error/ })

  test('shows the 404 page, links home and logs the path', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    const notFound = new NotFoundPage(page)
    await notFound.open('/no/such/page')
    // The page logs from an effect, and Playwright delivers console events asynchronously.
    await expect.poll(() => logged.join('\n')).toContain('/no/such/page')
    await expect(page).toHaveTitle(/Page Not Found/)
    await expect(notFound.banner).toBeVisible()
    await expect(notFound.footer).toBeVisible()
    await notFound.returnHome()
  })

  test('is also shown for an unknown path reached by a reload', async ({ page }) => {
    const notFound = new NotFoundPage(page)
    const response = await page.goto('/rates')
    expect(response?.status()).toBe(200)
    await page.reload()
    await expect(notFound.message).toBeVisible()
    await expect(notFound.returnHomeLink).toHaveAttribute('href', '/')
  })

  test('has no WCAG 2.2 AA violations', async ({ page }) => {
    await new NotFoundPage(page).open()
    await expectNoAxeViolations(page)
  })

  test('does not scroll sideways on a 320 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await new NotFoundPage(page).open()
    await expectNoHorizontalOverflow(page)
  })
})
