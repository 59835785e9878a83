import { debtModel } from '../../../../finance/cash-flow/engine-terms'
import type { Analysis, Scenario, YearRow } from '../../../../finance/cash-flow/types'
import type { WorkbookModel } from '../../../../lib/workbook/workbook-model'
import { assumptionsSheet } from './assumptions-sheet'
import { cashFlowSheet } from './cash-flow-sheet'
import { debtServiceRef, debtSheet } from './debt-sheet'
import { rentRollSheet } from './rent-roll-sheet'

/**
 * The multi-tenant analysis as an Excel workbook with live formulas (PRODUCT.md 9.4): sheets
 * Assumptions, Rent Roll, Cash Flow and Debt. Where each part lives:
 * - inputs and their defined names: assumptions-sheet.ts (`assumptionSections`);
 * - the years across the Cash Flow: `workbookYears` below (the analysis years; the 11th year
 *   joins here when the engine projects it);
 * - sizing, debt service, and later the refinance test and returns: debt-sheet.ts
 *   (`debtSections`); the monthly schedule: loan-schedule.ts.
 */

/** The years the workbook shows across the Cash Flow, year 1 first. */
export function workbookYears(analysis: Analysis): readonly YearRow[] {
  return analysis.years
}

/** The workbook of one analysis and the scenario it was computed from (kept together). */
export function scenarioWorkbook(scenario: Scenario, analysis: Analysis): WorkbookModel {
  const years = workbookYears(analysis)
  const startYear = years[0]?.year ?? 0
  const assumptions = assumptionsSheet(scenario, startYear)
  const debt = debtSheet(analysis, debtModel(scenario.debt), years)
  return {
    sheets: [
      assumptions.sheet,
      rentRollSheet(scenario.tenants, analysis.invalidTenants),
      cashFlowSheet(years, debtServiceRef),
      debt.sheet,
    ],
    names: [...assumptions.names, ...debt.names],
  }
}
