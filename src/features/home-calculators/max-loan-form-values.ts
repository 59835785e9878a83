// Kept apart from the max-loan form model: the page state needs these on first paint, the model
// (and the engine constants it uses) only loads with the max-loan tab.

/** The max-loan form as typed. */
export interface MaxLoanFormValues {
  noi: string
  purchasePrice: string
  interestRate: string
  loanTerm: string
  minDscr: string
  maxLtv: string
  maxDebtYield: string
}

export const MAX_LOAN_DEFAULTS: MaxLoanFormValues = {
  noi: '',
  purchasePrice: '',
  interestRate: '7.5',
  loanTerm: '25',
  minDscr: '1.25',
  maxLtv: '75',
  maxDebtYield: '10',
}
