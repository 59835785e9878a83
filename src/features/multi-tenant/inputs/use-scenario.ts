// PLACEHOLDER: replaced by the inputs work (state, autosave, undo, share link, import/export).
// Until then it opens a `#scenario=` share link so the results can be built and tested.
import { useState } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import { decodeScenarioHash } from '../../../lib/scenario-codec'
import { emptyScenario } from '../scenario-defaults'

export function useScenario() {
  const [scenario, setScenario] = useState<Scenario>(() => {
    const shared = decodeScenarioHash(window.location.hash)
    return shared?.ok ? shared.scenario : emptyScenario()
  })
  return { scenario, setScenario }
}

export type ScenarioState = ReturnType<typeof useScenario>
