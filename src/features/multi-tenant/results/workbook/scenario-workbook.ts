import { debtModel, exitModel } from '../../../../finance/cash-flow/engine-terms'
import type { Analysis, Scenario, YearRow } from '../../../../finance/cash-flow/types'
import type { WorkbookModel } from '../../../../lib/workbook/workbook-model'
import { assumptionsSheet } from './assumptions-sheet'
import { cashFlowSheet } from './cash-flow-sheet'
import { debtServiceRef, debtSheet } from './debt-sheet'
import { rentRollSheet, type ExclusionWords, type InPlaceOf } from './rent-roll-sheet'
import { inPlaceLeaseOf } from '../../../../finance/cash-flow/rollover'
import { checkTenant } from '../../../../finance/cash-flow/tenant-validation'
import { startMonthOf } from '../../../../finance/cash-flow/timeline'

/**
 * The multi-tenant analysis as an Excel workbook with live formulas (PRODUCT.md 9.4): sheets
 * Assumptions, Rent Roll, Cash Flow and Debt. Where each part lives:
 * - inputs and their defined names: assumptions-sheet.ts (`assumptionSections`);
 * - the years across the Cash Flow: `workbookYears` below (years 1-10 and the 11th);
 * - sizing and debt service: debt-sheet.ts (`debtSections`); the monthly schedule:
 *   loan-schedule.ts; the refinance test, the returns and their flows: exit-returns.ts.
 */

/** How the analysis reads each lease in place of `scenario`'s rent roll (null: not in place). */
function inPlaceReader(scenario: Scenario): InPlaceOf {
  const timeline = { start: startMonthOf(scenario), rentBasis: scenario.rentBasis }
  return (tenant) => {
    const check = checkTenant(tenant, timeline.start)
    return check.ok ? inPlaceLeaseOf(check.valid, timeline) : null
  }
}

/** The years across the Cash Flow, year 1 first: the 10 analysis years and the 11th (the exit). */
export function workbookYears(analysis: Analysis): readonly YearRow[] {
  return [...analysis.years, analysis.year11]
}

/**
 * The workbook of one analysis and the scenario it was computed from (kept together);
 * `describe` words why a rent roll row is left out of the analysis.
 */
export function scenarioWorkbook(
  scenario: Scenario,
  analysis: Analysis,
  describe: ExclusionWords = () => 'invalid row',
): WorkbookModel {
  const years = workbookYears(analysis)
  const startYear = years[0]?.year ?? 0
  const assumptions = assumptionsSheet(scenario, startYear)
  const terms = { debt: debtModel(scenario.debt), exit: exitModel(scenario.exit, scenario.debt) }
  const debt = debtSheet(analysis, terms, years)
  const rentRoll = rentRollSheet(scenario.tenants, analysis.invalidTenants, {
    describe,
    inPlaceOf: inPlaceReader(scenario),
  })
  return {
    sheets: [
      assumptions.sheet,
      rentRoll.sheet,
      cashFlowSheet(years, debtServiceRef, analysis.debtSizing.sizedOn),
      debt.sheet,
    ],
    names: [...assumptions.names, ...rentRoll.names, ...debt.names],
  }
}
