import { tenTenantScenario, workedExample } from './scenarios'

/**
 * Scenarios that push the Excel workbook to its edges (PRODUCT.md 9.4): each must recalculate
 * in a spreadsheet to the app's figures with no #DIV/0!, #VALUE! or #NAME? anywhere.
 */

type Json = Record<string, unknown>

/** Tenant names a spreadsheet would run as formulas if they were not written as text. */
export const FORMULA_LIKE_NAMES = ['=HYPERLINK("http://x","y")', '+1-555', '-2+3', '@SUM(A1)']

/** A tenant name of 300 characters. */
export const LONG_NAME = 'Regional Grocery Cooperative Anchor Store '.repeat(8).slice(0, 300)

const withDebt = (scenario: Json, debt: Json): Json => ({
  ...scenario,
  debt: { ...(scenario.debt as Json), ...debt },
})

const tenantsOf = (scenario: Json) => scenario.tenants as Json[]

/**
 * Ten tenants each paying a seven-digit rent ($1.5M to $9.6M a year), the first named with 300
 * characters and the next four with formula-like names; interest-only for 3 years of a 7-year
 * term, so the balloon falls inside the hold and is refinanced in year 7 (PRODUCT.md 10.7).
 */
const tenMillionDollarTenants = withDebt(
  {
    ...tenTenantScenario,
    tenants: tenantsOf(tenTenantScenario).map((tenant, index) => ({
      ...tenant,
      name: index === 0 ? LONG_NAME : (FORMULA_LIKE_NAMES[index - 1] ?? tenant.name),
      squareFootage: Math.round((1_500_000 + index * 900_000) / (tenant.baseRent as number)),
    })),
  },
  { ioYears: 3, loanTerm: 7, amortization: 30, propertyValue: 600_000_000 },
)

/** No property value (no LTV test, no returns); interest-only to maturity, a set refinance rate. */
const noValueInterestOnly = {
  ...withDebt(workedExample, { propertyValue: null, ioYears: 5, loanTerm: 5 }),
  exit: { exitCapRate: 7.5, refinanceRate: 7.25, sellingCosts: 3 },
}

/** A 12.5-year term: the loan matures after the analysis (no refinance test, payoff at sale). */
const maturesAfterTheHold = withDebt(workedExample, {
  ioYears: 0,
  loanTerm: 12.5,
  propertyValue: 5_500_000,
})

/** A vacant building with a value: no rent, a negative NOI, no loan, no IRR. */
const vacantWithValue = withDebt(
  { ...workedExample, tenants: tenantsOf(workedExample).map((t) => ({ ...t, baseRent: 0 })) },
  { propertyValue: 3_000_000 },
)

export const EDGE_WORKBOOKS: { name: string; scenario: Json }[] = [
  { name: 'ten-million-dollar-tenants', scenario: tenMillionDollarTenants },
  { name: 'no-value-interest-only', scenario: noValueInterestOnly },
  { name: 'matures-after-the-hold', scenario: maturesAfterTheHold },
  { name: 'vacant-with-value', scenario: vacantWithValue },
]
