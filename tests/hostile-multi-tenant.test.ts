import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import { assumptionProblems } from '../src/finance/cash-flow/scenario-validation'
import { checkTenant } from '../src/finance/cash-flow/tenant-validation'
import type { Scenario, Tenant } from '../src/finance/cash-flow/types'
import {
  DEBT_FIELDS,
  EXIT_FIELDS,
  MARKET_LEASING_FIELDS,
  MAX_TENANTS,
  OPERATING_EXPENSE_FIELDS,
  TENANT_COLUMNS,
} from '../src/finance/field-table'
import {
  fieldStatus,
  type Fallback,
} from '../src/features/multi-tenant/assumptions/assumption-field'
import { readCellEdit } from '../src/features/multi-tenant/rent-roll/tenant-fields'
import { describePaste } from '../src/features/multi-tenant/rent-roll/paste-report'
import { pasteRows } from './paste-rows'
import { formatNumber } from '../src/lib/format'
import { appWords, BROKEN_TEXT, hostileText } from './arbitraries'
import { workedExample } from './cash-flow-scenarios'

/**
 * PRODUCT.md section 7, robustness, for the multi-tenant page: hostile entries in the assumption
 * cards and the rent roll, typed or pasted, are used or refused with the kept value named, and
 * the analysis of whatever the page keeps stays whole (no NaN, no Infinity, nothing thrown).
 */

type Group = 'operatingExpenses' | 'marketLeasing' | 'debt' | 'exit'
const GROUPS = {
  operatingExpenses: OPERATING_EXPENSE_FIELDS,
  marketLeasing: MARKET_LEASING_FIELDS,
  debt: DEBT_FIELDS,
  exit: EXIT_FIELDS,
}
/** The optional fields an empty entry clears (no LTV test; refinance at the loan's rate). */
const OPTIONAL = new Set(['propertyValue', 'refinanceRatePercent'])
const fallbackOf = (group: Group, key: string): Fallback =>
  group === 'marketLeasing' ? 'zero' : OPTIONAL.has(key) ? 'clear' : 'keep'

/** Every number anywhere in `value` (arrays and objects walked), for a finiteness check. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value]
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).flatMap(numbersIn)
}

const fieldOf = fc.constantFrom(
  ...(Object.entries(GROUPS) as [Group, Record<string, unknown>][]).flatMap(([group, fields]) =>
    Object.keys(fields).map((key) => ({ group, key })),
  ),
)

/** What the page does with one edit of an assumption card: the scenario after it, and the words. */
function editAssumption(scenario: Scenario, group: Group, key: string, text: string) {
  const values = scenario[group] as unknown as Record<string, number | null>
  const check = (value: number) =>
    assumptionProblems(group, { ...scenario[group], [key]: value } as never).find(
      (problem) => problem.field === `${group}.${key}`,
    )?.rule ?? null
  const status = fieldStatus(text, values[key] ?? null, check, fallbackOf(group, key))
  const next = status.next
    ? { ...scenario, [group]: { ...values, [key]: status.next.value } }
    : scenario
  return { status, current: values[key] ?? null, next: next as Scenario }
}

describe('assumption cards with hostile entries', () => {
  it('use each entry or keep the last valid value and name it, and the analysis stays whole', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fieldOf, hostileText), { maxLength: 12 }), (edits) => {
        let scenario: Scenario = {
          ...workedExample,
          marketLeasing: { ...workedExample.marketLeasing, enabled: true },
        }
        for (const [{ group, key }, text] of edits) {
          const { status, current, next } = editAssumption(scenario, group, key, text)
          for (const words of [status.error, status.note])
            if (words) expect(words).not.toMatch(BROKEN_TEXT)
          if (status.error)
            expect(status.error).toMatch(
              current === null
                ? /No value is used/
                : new RegExp(`Still using ${formatNumber(current).replace(/[.$]/g, '\\$&')}\\.$`),
            )
          else expect(status.next).toBeDefined()
          scenario = next
        }
        const outcome = analyzeScenario(scenario)
        expect(outcome.ok).toBe(true)
        if (!outcome.ok) return
        // Every figure: the years, sizing, rollover, exit and refinance test, returns.
        expect(numbersIn(outcome.result).every(Number.isFinite)).toBe(true)
      }),
    )
  })
})

const tenantText = fc.oneof(
  hostileText,
  fc.constantFrom(
    '2030-06-30',
    '6/30/2030',
    '06/30/2030',
    '2030-02-30',
    'nnn',
    'Gross',
    'Triple Net',
    'Net',
  ),
)

describe('rent roll cells typed with hostile entries', () => {
  it('show the entry, or keep the value and say which cell, why and what was kept', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1 }),
        fc.constantFrom(...TENANT_COLUMNS),
        tenantText,
        (row, column, text) => {
          const tenant = workedExample.tenants[row]!
          const edit = readCellEdit(column, text, tenant, tenant.name)
          if (!edit.ok) {
            expect(edit.message).toMatch(
              new RegExp(`^${column.label.replace(/[()$/]/g, '\\$&')} of ${tenant.name}`),
            )
            expect(edit.message).toMatch(/Kept .+\.$/)
            expect(appWords(edit.message, [text])).not.toMatch(BROKEN_TEXT)
            return
          }
          const edited: Tenant = { ...tenant, ...edit.patch }
          const check = checkTenant(edited, { year: 2026, month: 1 })
          // A taken value is valid for its column; only the lease dates' order can still fail.
          const problems = check.ok ? [] : check.problems
          expect(problems.filter((problem) => problem.rule.kind !== 'dateOrder')).toEqual([])
        },
      ),
    )
  })
})

const pastedRow = fc.array(
  fc.oneof(tenantText, fc.constantFrom('Anchor Grocer', '20,000', '$18.00')),
  {
    minLength: 1,
    maxLength: TENANT_COLUMNS.length + 2,
  },
)

describe('rent roll blocks pasted with hostile cells', () => {
  it('land every cell or report it, and never hold more than the cap of tenants', () => {
    fc.assert(
      fc.property(
        fc.array(pastedRow, { minLength: 1, maxLength: 12 }),
        fc.nat({ max: 2 }),
        fc.constantFrom(null, ...TENANT_COLUMNS.map((column) => column.field)),
        (rows, focusedRowIndex, focusedColId) => {
          const { tenants, report } = pasteRows({
            rows,
            focusedRowIndex,
            focusedColId,
            tenants: workedExample.tenants,
            today: new Date(2026, 5, 15),
          })
          expect(tenants.length).toBeLessThanOrEqual(MAX_TENANTS)
          const { summary, warnings } = describePaste(report)
          for (const line of [summary, ...warnings])
            expect(appWords(line, rows.flat())).not.toMatch(BROKEN_TEXT)
          expect(
            report.updatedRows + report.addedRows + report.skipped.length + (report.header ? 1 : 0),
          ).toBe(rows.length)
          const outcome = analyzeScenario({ ...workedExample, tenants })
          expect(
            outcome.ok &&
              outcome.result.years.every(({ label: _, ...figures }) =>
                Object.values(figures).every(Number.isFinite),
              ),
          ).toBe(true)
        },
      ),
    )
  })
})
