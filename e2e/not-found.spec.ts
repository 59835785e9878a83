import { expect, test } from './fixtures'

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: [/404 Error/] })

  test('shows the 404 page, links home and logs the path', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await page.goto('/no/such/page')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    expect(logged.join('\n')).toContain('/no/such/page')
    await expect(page).toHaveTitle(/Page Not Found/)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
