import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../tests/cash-flow-scenarios'
import { MULTI_TENANT_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'
import {
  scenarioFromJson,
  scenarioJsonValue,
} from '../../features/multi-tenant/scenario/scenario-codec'
import { change, keyFigures, pinBaseline } from './key-figures'

const analysis = analysisOf(workedExample)

describe('keyFigures on the PRODUCT.md 4.4 worked example', () => {
  it('reads the figures the cards show', () => {
    const figures = keyFigures(analysis)
    expect(figures.recommendedLoan).toBeCloseTo(
      MULTI_TENANT_WORKED_EXAMPLE.sizing.recommendedLoan,
      2,
    )
    expect(figures.limitingTest).toBe(analysis.debtSizing.limitingTest)
    expect(figures.stabilizedNoi).toBe(analysis.debtSizing.stabilizedNoi)
    expect(figures.year1Dscr).toBe(analysis.years[0]!.dscr)
    expect(figures.minDscr).toBe(analysis.debtSummary.minDscr)
  })

  it('pins a baseline whose change against the same analysis is zero', () => {
    const baseline = pinBaseline(analysis)
    expect(baseline.years).toHaveLength(10)
    expect(change(keyFigures(analysis).recommendedLoan, baseline.figures.recommendedLoan)).toBe(0)
    expect(change(null, 1)).toBeNull()
  })
})

describe('the scenario JSON "baseline" block', () => {
  const pinned = { ...workedExample, baseline: pinBaseline(analysis) }

  it('survives a round trip through the scenario JSON', () => {
    const decoded = scenarioFromJson(JSON.parse(JSON.stringify(scenarioJsonValue(pinned))))
    expect(decoded.ok && decoded.scenario.baseline).toEqual(pinned.baseline)
  })

  it('is optional, so files written before it still open', () => {
    const json = scenarioJsonValue(workedExample) as Record<string, unknown>
    expect('baseline' in json).toBe(false)
    const decoded = scenarioFromJson(json)
    expect(decoded.ok && decoded.scenario.baseline).toBeFalsy()
  })

  it('refuses a baseline with text or a missing figure where a number belongs', () => {
    const json = scenarioJsonValue(pinned) as Record<string, unknown>
    fc.assert(
      fc.property(
        fc.constantFrom('recommendedLoan', 'stabilizedNoi', 'limitingTest'),
        fc.oneof(
          fc.string().filter((text) => !['DSCR', 'LTV', 'Debt Yield'].includes(text)),
          fc.constant(undefined),
          fc.constant(Number.NaN),
        ),
        (field, bad) => {
          const baseline = structuredClone(pinned.baseline) as unknown as {
            figures: Record<string, unknown>
          }
          baseline.figures[field] = bad
          const decoded = scenarioFromJson({ ...json, baseline })
          return !decoded.ok && /baseline/.test(decoded.message)
        },
      ),
    )
  })
})
