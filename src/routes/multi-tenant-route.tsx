import { MultiTenantPage } from '../features/multi-tenant/multi-tenant-page'

export { readShareLink } from '../features/multi-tenant/scenario/use-share-link'

export function MultiTenantRoute() {
  return <MultiTenantPage />
}
