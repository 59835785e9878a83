import cashFlow from '../finance/cash-flow/cash-flow.md'
import debt from '../finance/cash-flow/debt.md'
import exitRefinance from '../finance/cash-flow/exit-refinance.md'
import returns from '../finance/cash-flow/returns.md'
import rollover from '../finance/cash-flow/rollover.md'
import underwriting from '../finance/cash-flow/worked-example-underwriting.md'
import loanSizing from '../finance/loan-sizing.md'
import mortgage from '../finance/mortgage.md'
import timeValue from '../finance/time-value.md'
import rentRollImport from '../features/multi-tenant/rent-roll/import/rent-roll-import.md'
import workbook from '../features/multi-tenant/results/workbook/workbook.md'
import type { MarkdownDoc } from '../lib/markdown-doc'

/**
 * The sections of the methodology page, in its order: each is the markdown file beside the code
 * whose rules it explains, so a rule and its explanation change in one commit.
 */
export const METHODOLOGY_DOCS: readonly MarkdownDoc[] = [
  timeValue,
  mortgage,
  loanSizing,
  cashFlow,
  debt,
  rollover,
  exitRefinance,
  returns,
  underwriting,
  rentRollImport,
  workbook,
]
