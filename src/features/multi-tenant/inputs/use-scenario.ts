// PLACEHOLDER: replaced by the inputs work (state, autosave, undo, share link, import/export).
import { useState } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import { emptyScenario } from '../scenario-defaults'

export function useScenario() {
  const [scenario, setScenario] = useState<Scenario>(emptyScenario)
  return { scenario, setScenario }
}

export type ScenarioState = ReturnType<typeof useScenario>
