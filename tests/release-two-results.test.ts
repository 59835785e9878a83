import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import recorded from './fixtures/release-two-digests.json' with { type: 'json' }
import { releaseTwoScenario, withReleaseThreeDefaults } from './arbitraries'
import { analysisOf } from './cash-flow-scenarios'
import { digest, releaseTwoFigures } from './release-two-digests'

/**
 * PRODUCT.md 10: with the new inputs at their defaults (no general vacancy, credit loss or
 * reserves, sized on NOI, certain renewal without downtime, the rule-of-thumb vacancy) every figure
 * of the second release stays as it was, except where 10.7 corrects it. The second release's
 * figures of 250 random scenarios were recorded as fingerprints (fixtures/release-two-digests.json).
 */
describe('the third release at its defaults', () => {
  const scenarios = fc.sample(releaseTwoScenario, {
    seed: recorded.seed,
    numRuns: recorded.digests.length,
  })

  it('generates the same random scenarios the fingerprints were recorded from', () => {
    expect(scenarios.map((scenario) => digest(scenario))).toEqual(
      recorded.digests.map(([scenario]) => scenario),
    )
  })

  it('reproduces every figure of the second release exactly, bit for bit', () => {
    const figures = scenarios.map((scenario) => {
      const analysis = analysisOf(withReleaseThreeDefaults(scenario))
      return digest(releaseTwoFigures(analysis, Math.round(scenario.debt.loanTermYears * 12)))
    })
    expect(figures).toEqual(recorded.digests.map(([, result]) => result))
  })
})
