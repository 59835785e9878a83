import { expect, sharedMultiTenant, test } from './fixtures'
import { tenTenantScenario } from './scenarios'

/** Cells and scroll regions whose content is wider than they are, as text (none expected). */
function overflowing() {
  const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1
  const cells = document.querySelectorAll(
    '.results .ag-cell-value, .results td, .results th, .tenant-section .ag-cell-value',
  )
  return {
    clippedCells: [...cells]
      .filter((cell) => (cell as HTMLElement).offsetParent !== null && wider(cell))
      .map((cell) => cell.textContent?.trim()),
    hiddenScroll: [...document.querySelectorAll('.results .table-scroll')]
      .filter(wider)
      .map((region) => region.getAttribute('aria-labelledby')),
    annualScrolls: [...document.querySelectorAll('.annual-card .ag-center-cols-viewport')].some(
      wider,
    ),
  }
}

test.describe('a 10-tenant analysis', () => {
  // Each test opens the scenario as a new visit at its width shows it: one load for all three.
  const { scenario } = sharedMultiTenant()

  for (const width of [1280, 1440, 1920])
    test(`every figure of a 10-tenant analysis shows whole at ${width} px`, async () => {
      const multiTenant = await scenario(tenTenantScenario, { width, height: 900 })
      const { page } = multiTenant
      expect(page.viewportSize()).toEqual({ width, height: 900 })
      await expect(multiTenant.figure('tenantCount')).toHaveAttribute('data-value', '10')
      expect(await page.evaluate(overflowing)).toEqual({
        clippedCells: [],
        hiddenScroll: [],
        annualScrolls: false,
      })
    })
})
