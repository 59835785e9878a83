import { createContext, useContext } from 'react'
import type { Analysis } from '../../../finance/cash-flow/types'

/**
 * The latest complete analysis, for the inputs that show a figure of it beside what they edit
 * (the rent roll's building area and occupancy at start); null until there is one.
 */
export const LatestAnalysis = createContext<Analysis | null>(null)

export const useLatestAnalysis = () => useContext(LatestAnalysis)

/**
 * Whether the page's opening analysis has answered (or there is nothing to analyse): the rent
 * roll's grid is built after that, so a page opens to its figures first (true outside the page).
 */
export const OpeningAnswered = createContext(true)
