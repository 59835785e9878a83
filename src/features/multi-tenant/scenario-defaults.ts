import type {
  DebtInputs,
  MarketLeasing,
  OperatingExpenses,
  Scenario,
  Tenant,
} from '../../finance/cash-flow/types'

/** The most tenants a rent roll holds. */
export const MAX_TENANTS = 10

export const DEFAULT_OPERATING_EXPENSES: OperatingExpenses = {
  managementFee: 3,
  realEstateTaxes: 8.5,
  insurance: 1.25,
  repairs: 2,
  utilities: 3.75,
  other: 1.5,
  escalationRate: 3,
}

export const DEFAULT_MARKET_LEASING: MarketLeasing = {
  enabled: false,
  leaseRentBump: 5,
  leasingCommissions: 3,
  capexTI: 5,
  freeRentMonths: 3,
}

export const DEFAULT_DEBT: DebtInputs = {
  interestRate: 6.5,
  amortization: 25,
  ioYears: 2,
  loanTerm: 10,
  maxDSCR: 1.25,
  maxDebtYield: 10,
  maxLTV: 75,
}

export function emptyScenario(): Scenario {
  return {
    tenants: [],
    operatingExpenses: { ...DEFAULT_OPERATING_EXPENSES },
    marketLeasing: { ...DEFAULT_MARKET_LEASING },
    debt: { ...DEFAULT_DEBT },
  }
}

/** A local calendar date as yyyy-mm-dd. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/**
 * A new tenant with the seed's defaults: 'Tenant N' (N = count + 1), a lease from today to five
 * years from today, NNN, 3% escalation, 6% leasing commission. The id is a timestamp string,
 * made unique within the rent roll.
 */
export function newTenant(existing: Tenant[], today: Date): Tenant {
  const expiration = new Date(today)
  expiration.setFullYear(today.getFullYear() + 5)
  const ids = new Set(existing.map((tenant) => tenant.id))
  let stamp = today.getTime()
  while (ids.has(String(stamp))) stamp++
  return {
    id: String(stamp),
    name: `Tenant ${existing.length + 1}`,
    squareFootage: 0,
    baseRent: 0,
    annualEscalation: 3,
    leaseStart: isoDate(today),
    leaseExpiration: isoDate(expiration),
    leaseType: 'NNN',
    tiPerSF: 0,
    leasingCommission: 6,
  }
}
