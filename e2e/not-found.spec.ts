import { expect, test } from './fixtures'

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: /404 Error/ })

  test('shows the 404 page, links home and logs the path', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await page.goto('/no/such/page')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    expect(logged.join('\n')).toContain('/no/such/page')
    await expect(page).toHaveTitle(/Page Not Found/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('is also shown for an unknown path reached by a reload', async ({ page }) => {
    const response = await page.goto('/rates')
    expect(response?.status()).toBe(200)
    await page.reload()
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })
})
