import { expect, test } from './fixtures'
import { WORKED } from './models/multi-tenant-page'

/**
 * The build runs under the Content-Security-Policy of public/_headers (served by vite preview
 * exactly as a static host does). Every other spec fails on a CSP violation; these tests prove
 * that the policy is enforced and that such a violation would be caught.
 */
test.describe('the Content-Security-Policy', () => {
  test.use({ allowedConsoleErrors: /CSP violation|Content Security Policy/ })

  test('blocks an injected inline script and reports the violation', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text())
    })
    await page.goto('/')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return (window as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.join('\n')).toContain('script-src')
  })
})

test.describe('tenant names with markup or template syntax', () => {
  const hostileName = '<img src=x onerror="window.__xss=1"><b>Bold</b> {{7*7}} ${7*7}'

  test('render and print as plain text, and nothing runs', async ({ page, multiTenant }) => {
    const [grocer, dental] = WORKED.scenario.tenants
    await multiTenant.openScenario({
      ...WORKED.scenario,
      tenants: [{ ...grocer, name: hostileName }, dental],
    })
    await expect(multiTenant.rentRoll.cell(0, 'name')).toHaveText(hostileName)
    expect(await page.locator('img[src="x"], b:text("Bold")').count()).toBe(0)
    await page.emulateMedia({ media: 'print' })
    await expect(multiTenant.printedRentRoll).toContainText(hostileName)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  })
})
