import type { SizeLoanOn } from '../../../finance/cash-flow/types'
import { SIZE_LOAN_ON } from '../../../finance/field-table'

/**
 * What the loan is sized on, as every label says it: "NOI", or "Underwritten NCF" (PRODUCT.md
 * 11.6: NOI - capital reserves - TI/LC reserve).
 */
export const sizingFigureName = (sizedOn: SizeLoanOn): string => SIZE_LOAN_ON.options[sizedOn]

/** The Underwritten NCF's formula, for notes under a figure read on it. */
export const UNDERWRITTEN_NCF_FORMULA = 'NOI - capital reserves - TI/LC reserve'
