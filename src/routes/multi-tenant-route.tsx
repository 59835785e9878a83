export function MultiTenantRoute() {
  return <h1>Multi-Tenant</h1>
}
