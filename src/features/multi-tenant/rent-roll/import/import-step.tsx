import type { Tenant } from '../../../../finance/cash-flow/types'
import { ImportDialog } from './import-dialog'
import type { RentRollImport } from './use-rent-roll-import'

/** The mapping step, while a file read waits for its mapping and Import (or Cancel). */
export function ImportStep({ importer, tenants }: { importer: RentRollImport; tenants: Tenant[] }) {
  const { phase } = importer
  if (phase.kind !== 'mapping') return null
  return (
    <ImportDialog
      key={phase.source.fileName}
      source={phase.source}
      tenants={tenants}
      storage={importer.storage}
      onImport={(plan, mode, mapping) => importer.importRows(phase.source, plan, mode, mapping)}
      onCancel={importer.cancel}
    />
  )
}
