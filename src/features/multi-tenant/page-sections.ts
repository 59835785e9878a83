/** The element id of each section of the multi-tenant page that the navigation links to. */
export const PAGE_SECTION_IDS = {
  rentRoll: 'rent-roll',
  expenses: 'expenses',
  marketLeasing: 'market-leasing',
  underwriting: 'underwriting',
  debt: 'debt',
  exit: 'exit',
  cashFlow: 'cash-flow',
  rollover: 'rollover',
  returns: 'returns',
  sensitivity: 'sensitivity',
  workbook: 'workbook',
} as const

export type PageSectionId = (typeof PAGE_SECTION_IDS)[keyof typeof PAGE_SECTION_IDS]

export interface PageSection {
  id: PageSectionId
  label: string
  /** Inputs are always on the page; results only with a complete analysis. */
  part: 'inputs' | 'results'
}

/**
 * The section navigation's links, in page order. A new section (a new assumption card) is its id
 * above, one entry here, and the id on its element (a SectionAnchor around it, or a Card's `id`).
 */
export const PAGE_SECTIONS: readonly PageSection[] = [
  { id: PAGE_SECTION_IDS.rentRoll, label: 'Rent Roll', part: 'inputs' },
  { id: PAGE_SECTION_IDS.expenses, label: 'Expenses', part: 'inputs' },
  { id: PAGE_SECTION_IDS.marketLeasing, label: 'Market Leasing', part: 'inputs' },
  { id: PAGE_SECTION_IDS.underwriting, label: 'Underwriting', part: 'inputs' },
  { id: PAGE_SECTION_IDS.debt, label: 'Debt', part: 'inputs' },
  { id: PAGE_SECTION_IDS.exit, label: 'Exit', part: 'inputs' },
  { id: PAGE_SECTION_IDS.cashFlow, label: 'Cash Flow', part: 'results' },
  { id: PAGE_SECTION_IDS.rollover, label: 'Rollover', part: 'results' },
  { id: PAGE_SECTION_IDS.returns, label: 'Returns', part: 'results' },
  { id: PAGE_SECTION_IDS.sensitivity, label: 'Sensitivity', part: 'results' },
  { id: PAGE_SECTION_IDS.workbook, label: 'Workbook', part: 'results' },
]

/**
 * The sections an analysis state has: the inputs always; the results once an analysis is
 * complete, Returns only with a property value (`hasReturns`).
 */
export function sectionsShown(analysed: boolean, hasReturns: boolean): PageSection[] {
  return PAGE_SECTIONS.filter(
    (section) =>
      section.part === 'inputs' ||
      (analysed && (section.id !== PAGE_SECTION_IDS.returns || hasReturns)),
  )
}
