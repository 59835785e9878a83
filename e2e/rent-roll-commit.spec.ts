import type { Page } from '@playwright/test'
import { expect, expectCents, test } from './fixtures'
import { WORKED, type MultiTenantPage } from './models/multi-tenant-page'
import { engineAnalysis } from './workbook-figures'

/**
 * Enter on an edited rent roll cell waits for the worker's analysis of the edit (at most 50 ms),
 * so the cell and its figures show in one frame. These tests slow the worker's answers down so
 * that keys, clicks and long answers surely fall inside that wait.
 */
async function slowWorkerAnswers(page: Page, delayMs: number) {
  await page.addInitScript((delay) => {
    const NativeWorker = window.Worker
    window.Worker = class extends NativeWorker {
      addEventListener(
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (type !== 'message') return super.addEventListener(type, listener, options)
        const later = (event: Event) =>
          setTimeout(() => {
            if (typeof listener === 'function') listener.call(this, event)
            else listener.handleEvent(event)
          }, delay)
        super.addEventListener(type, later, options)
      }
    }
  }, delayMs)
}

/** The worked example with these base rents ($/SF) for its two tenants, as the engine sizes it. */
function loanWithRents(rents: [number, number]): number {
  const tenants = WORKED.scenario.tenants.map((tenant, index) => ({
    ...tenant,
    baseRent: rents[index]!,
  }))
  return engineAnalysis({ ...WORKED.scenario, tenants }).debtSizing.recommendedLoan
}

/** The worked example with answers `delayMs` late, keys typed from base rent cell `row` on. */
async function typeWithSlowAnswers(
  multiTenant: MultiTenantPage,
  delayMs: number,
  row: number,
  keys: string,
) {
  await slowWorkerAnswers(multiTenant.page, delayMs)
  await multiTenant.openWorkedExample()
  await multiTenant.rentRoll.cell(row, 'baseRent').click()
  await multiTenant.page.keyboard.type(keys)
}

test.describe('Enter on an edited rent roll cell', () => {
  test('keeps keys typed while it waits for the figures, in order, in the cells they were meant for', async ({
    multiTenant,
  }) => {
    // "3" and "0" reach the page while the first Enter still waits for its answer.
    await typeWithSlowAnswers(multiTenant, 30, 0, '25\n30\n')
    const { rentRoll } = multiTenant
    await rentRoll.expectRow(0, { baseRent: '$25.00' })
    await rentRoll.expectRow(1, { baseRent: '$30.00' })
    await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(loanWithRents([25, 30]), 2)
    await expect(multiTenant.summary('recommendedLoan')).toHaveAttribute(
      'data-value',
      String(await multiTenant.recommendedLoan()),
    )
  })

  test('commits without the figures when they take long, and shows them when they come', async ({
    multiTenant,
  }) => {
    await typeWithSlowAnswers(multiTenant, 1500, 0, '21\n')
    const { rentRoll } = multiTenant
    // Committed after at most 50 ms, well before the answer (1.5 s; room for a busy machine).
    await expect(rentRoll.cell(0, 'baseRent')).toHaveText('$21.00', { timeout: 1000 })
    await expect(rentRoll.cell(1, 'baseRent')).toBeFocused()
    await expect
      .poll(() => multiTenant.recommendedLoan())
      .toBeCloseTo(loanWithRents([21, WORKED.scenario.tenants[1]!.baseRent]), 2)
  })

  test('lets a paste right after it land in the cell it moved to', async ({
    page,
    multiTenant,
  }) => {
    await slowWorkerAnswers(page, 30)
    await multiTenant.openWorkedExample()
    await page.evaluate(() => navigator.clipboard.writeText('31'))
    const { rentRoll } = multiTenant
    await rentRoll.cell(0, 'baseRent').click()
    await page.keyboard.type('24\n')
    await page.keyboard.press('ControlOrMeta+V')
    await rentRoll.expectRow(0, { baseRent: '$24.00' })
    await rentRoll.expectRow(1, { baseRent: '$31.00' })
    await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(loanWithRents([24, 31]), 2)
  })

  test('commits before a click elsewhere takes focus', async ({ multiTenant }) => {
    await typeWithSlowAnswers(multiTenant, 400, 1, '19\n')
    const { rentRoll } = multiTenant
    await multiTenant.interestRate.click()
    await expect(multiTenant.interestRate).toBeFocused()
    await expect(rentRoll.cell(1, 'baseRent')).toHaveText('$19.00')
    const loan = loanWithRents([WORKED.scenario.tenants[0]!.baseRent, 19])
    await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(loan, 2)
    expectCents(await multiTenant.recommendedLoan(), loan)
  })
})
