import tenTenantScenario from './fixtures/ten-tenant-scenario.json' with { type: 'json' }

/**
 * A building of many tenants for the 500-tenant tests and benchmark (PRODUCT.md 10.1): the
 * 10-tenant scenario's assumptions with `count` suites of varied size, rent, lease type and
 * expiration (every analysis year sees expirations and rollovers), in scenario JSON. The same
 * count gives the same rent roll, so runs compare.
 */
export function largeScenario(count = 500): Record<string, unknown> {
  const base: Record<string, unknown> = tenTenantScenario
  const types = ['NNN', 'Gross', 'Modified'] as const
  const tenants = Array.from({ length: count }, (_, index) => {
    const floor = 1 + Math.floor(index / 40)
    const startYear = 2018 + (index % 8)
    const term = 3 + (index % 9)
    const month = String(1 + (index % 12)).padStart(2, '0')
    return {
      id: `suite-${index + 1}`,
      name: `Tenant ${index + 1} (Suite ${floor}${String(index % 40).padStart(2, '0')})`,
      squareFootage: 800 + ((index * 337) % 9_200),
      baseRent: 14 + ((index * 7) % 31) + (index % 4) * 0.25,
      annualEscalation: 2 + (index % 3) * 0.5,
      leaseStart: `${startYear}-${month}-01`,
      leaseExpiration: `${startYear + term}-${month}-28`,
      leaseType: types[index % 3],
      tiPerSF: 5 + (index % 10),
      leasingCommission: 4 + (index % 3),
    }
  })
  const debt = base.debt as Record<string, unknown>
  // A property worth about as much as its NOI supports at a 7% cap rate, so the loan sizes.
  return { ...base, tenants, debt: { ...debt, propertyValue: count * 4_000_000 } }
}
