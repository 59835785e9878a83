// A 10-tenant shopping-center rent roll for benchmarks: mixed lease types, staggered
// expirations (rollovers inside the 10 years), market leasing on and a property value, sized so
// that the DSCR test limits the loan: every rate edit then changes every figure.
const names = [
  'Anchor Grocer',
  'Pharmacy',
  'Dental Office',
  'Coffee Shop',
  'Fitness Studio',
  'Bank Branch',
  'Nail Salon',
  'Pizza Kitchen',
  'Urgent Care',
  'Pet Supplies',
]
const leaseTypes = ['NNN', 'Modified', 'Gross']

export const tenScenario = {
  version: 1,
  tenants: names.map((name, index) => ({
    id: String(index + 1),
    name,
    squareFootage: 1_500 + index * 1_750,
    baseRent: 16 + index * 2.5,
    annualEscalation: 2 + (index % 3) * 0.5,
    leaseStart: `${2021 + (index % 5)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
    leaseExpiration: `${2027 + (index % 6)}-${String(((index + 5) % 12) + 1).padStart(2, '0')}-28`,
    leaseType: leaseTypes[index % 3],
    tiPerSF: 5 + index,
    leasingCommission: 4 + (index % 3),
  })),
  operatingExpenses: {
    managementFee: 3,
    realEstateTaxes: 8.5,
    insurance: 1.25,
    repairs: 2,
    utilities: 3.75,
    other: 1.5,
    escalationRate: 3,
  },
  marketLeasing: {
    enabled: true,
    leaseRentBump: 5,
    leasingCommissions: 3,
    capexTI: 5,
    freeRentMonths: 3,
  },
  debt: {
    interestRate: 6.5,
    amortization: 25,
    ioYears: 2,
    loanTerm: 10,
    maxDSCR: 1.25,
    maxDebtYield: 8,
    maxLTV: 75,
    propertyValue: 40_000_000, // DSCR limits the loan at every benchmarked rate (5-8%)
  },
}
