import { MultiTenantPage } from '../features/multi-tenant/multi-tenant-page'

export function MultiTenantRoute() {
  return <MultiTenantPage />
}
