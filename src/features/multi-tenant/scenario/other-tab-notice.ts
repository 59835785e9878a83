import type { Scenario } from '../../../finance/cash-flow/types'
import { parseScenarioText } from './scenario-codec'
import type { ScenarioNotice } from './scenario-boot'

export interface OtherTabHandlers {
  /** The scenario this tab shows now. */
  mine: () => Scenario
  load: (scenario: Scenario, notice: ScenarioNotice | null) => void
  keepThisTab: (scenario: Scenario) => void
  takeOtherTab: (mine: Scenario, text: string) => void
}

/**
 * What the page says and offers when another tab saved the scenario: with no changes here, this
 * tab shows the other's save; with changes on both sides, the user picks the version to keep
 * and the other is copied aside in this browser. Null when the saved text cannot be read.
 */
export function otherTabNotice(
  text: string,
  conflict: boolean,
  handlers: OtherTabHandlers,
): { show: Scenario | null; notice: ScenarioNotice } {
  const theirs = parseScenarioText(text)
  if (!theirs.ok)
    return {
      show: null,
      notice: {
        tone: 'error',
        text: `Another tab saved a scenario this tab cannot read (${theirs.message.replace(/\.$/, '')}). This tab's work is unchanged.`,
      },
    }
  if (!conflict)
    return {
      show: theirs.scenario,
      notice: { tone: 'info', text: 'This tab now shows the changes saved in another tab.' },
    }
  return {
    show: null,
    notice: {
      tone: 'error',
      text: 'This scenario was changed and saved in another tab while you were editing here. Choose the version to keep; the other is kept as a copy in this browser, not deleted. Saving waits for your choice.',
      choices: [
        {
          label: "Keep This Tab's Version",
          choose: () => handlers.keepThisTab(handlers.mine()),
          doneText: "This tab's version was saved; the other tab's was kept as a copy.",
        },
        {
          label: "Use the Other Tab's Version",
          choose: () => {
            handlers.takeOtherTab(handlers.mine(), text)
            handlers.load(theirs.scenario, null)
          },
          doneText: "The other tab's version is shown; this tab's was kept as a copy.",
        },
      ],
    },
  }
}
