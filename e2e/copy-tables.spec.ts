import { clipboardText, expect, test } from './fixtures'
import { WORKED, WORKED_LOAN } from './models/multi-tenant-page'

/** The clipboard as rows of cells after a click on `button`. */
async function copied(page: import('@playwright/test').Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByText(/^Copied \d+ rows/).first()).toBeVisible()
  return (await clipboardText(page)).split('\r\n').map((line) => line.split('\t'))
}

test('every table with figures copies them for Excel as raw numbers under its own name', async ({
  page,
  multiTenant,
}) => {
  await multiTenant.openWorkedExample()

  const sensitivity = await copied(page, 'Copy Loan Sizing Sensitivity for Excel')
  expect(sensitivity[0]).toEqual(['Scenario', 'NOI', 'Recommended Loan', 'Difference vs Year 2'])
  expect(sensitivity.map((row) => row[0])).toEqual([
    'Scenario',
    'Year 1 NOI',
    'Year 2 NOI',
    'Worst Year NOI',
  ])
  expect(Number(sensitivity[1]![1])).toBeCloseTo(WORKED.sensitivity.year1.noi, 2)
  expect(sensitivity.flat().join('')).not.toMatch(/[$,]/)

  const grid = await copied(page, 'Copy Rate x DSCR Grid for Excel')
  expect(grid[0]!.slice(1).map(Number)).toEqual([1.15, 1.25, 1.35, 1.45])
  const current = grid.find((row) => Number(row[0]) === 6.5)!
  expect(Number(current[2])).toBeCloseTo(WORKED_LOAN, 2)

  const summary = await copied(page, 'Copy Debt Summary for Excel')
  const value = (term: string) => summary.find((row) => row[0] === term)?.[1]
  expect(Number(value('Loan Amount'))).toBeCloseTo(WORKED_LOAN, 2)
  expect(value('Interest Rate (%)')).toBe('6.5')
  expect(value('LTV (%)')).toBe('')

  // The annual table keeps its own name.
  await expect(page.getByRole('button', { name: 'Copy for Excel', exact: true })).toHaveCount(1)
})
