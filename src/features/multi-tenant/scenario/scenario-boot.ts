import type { Scenario } from '../../../finance/cash-flow/types'
import { scenarioToJson, type DecodeResult } from './scenario-codec'
import type { SavedScenario } from './scenario-storage'
import { emptyScenario } from './scenario-defaults'

export type NoticeTone = 'info' | 'success' | 'error'

export interface Notice {
  tone: NoticeTone
  text: string
}

/** A message for the toolbar area, optionally offering to load a scenario back (after a reset). */
export interface ScenarioNotice extends Notice {
  restore?: { label: string; scenario: Scenario; doneText: string }
  /** Buttons that settle a question (which tab's version to keep); `doneText` follows. */
  choices?: { label: string; choose: () => void; doneText: string }[]
}

/** How the page opens: which scenario, what to tell the user, and what to tidy in storage. */
export interface Boot {
  scenario: Scenario
  notices: Notice[]
  /** Unreadable saved text to copy aside before anything is saved over it. */
  corruptText: string | null
  /** The saved scenario a share link replaced: kept so the user can go back to it. */
  previous: { scenario: Scenario; text: string } | null
  /** Whether the URL carried a share link (removed once read, so a reload keeps later edits). */
  hadShareLink: boolean
}

/** A count of tenants in words: "1 tenant", "2 tenants". */
export const tenantsText = (count: number) => `${count} ${count === 1 ? 'tenant' : 'tenants'}`

/**
 * Chooses the scenario to open: a valid share link first (`shared`, as share-link.ts read it;
 * null without one), else the one saved in this browser, else a new one. A refused share link
 * leaves the saved scenario in place.
 */
export function bootScenario(saved: SavedScenario, shared: DecodeResult | null): Boot {
  const notices: Notice[] = []
  const savedScenario = saved.kind === 'loaded' ? saved.scenario : null
  if (saved.kind === 'unavailable') notices.push({ tone: 'info', text: saved.message })
  const corruptText = saved.kind === 'corrupt' ? saved.text : null
  if (saved.kind === 'corrupt')
    notices.push({
      tone: 'error',
      text: `The scenario saved in this browser could not be read (${saved.reason.replace(/\.$/, '')}). It was kept aside, not deleted, and the page started a new scenario.`,
    })

  if (shared?.ok) {
    const count = shared.scenario.tenants.length
    const replaced =
      saved.kind === 'loaded' && scenarioToJson(saved.scenario) !== scenarioToJson(shared.scenario)
        ? saved
        : null
    notices.push({
      tone: 'success',
      text: `Opened the shared scenario: ${tenantsText(count)}.${replaced ? ' The scenario you had saved was kept as a backup.' : ''}${shared.upgraded ? ` ${shared.upgraded}` : ''}`,
    })
    return {
      scenario: shared.scenario,
      notices,
      corruptText,
      previous: replaced ? { scenario: replaced.scenario, text: replaced.text } : null,
      hadShareLink: true,
    }
  }
  if (savedScenario && saved.kind === 'loaded' && saved.upgraded)
    notices.push({ tone: 'info', text: saved.upgraded })
  if (shared && !shared.ok)
    notices.push({
      tone: 'error',
      text: `${shared.message} ${savedScenario ? 'Your saved scenario was kept.' : 'Nothing was changed.'}`,
    })
  return {
    scenario: savedScenario ?? emptyScenario(),
    notices,
    corruptText,
    previous: null,
    hadShareLink: shared !== null,
  }
}
