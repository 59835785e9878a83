import { createContext, useContext } from 'react'
import type { Analysis } from '../../../finance/cash-flow/types'

/**
 * The latest complete analysis, for the inputs that show a figure of it beside what they edit
 * (the rent roll's building area and occupancy at start); null until there is one.
 */
export const LatestAnalysis = createContext<Analysis | null>(null)

export const useLatestAnalysis = () => useContext(LatestAnalysis)
