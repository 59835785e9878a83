import { ImportDialog } from './import-dialog'
import type { ImportScenario } from './import-plan'
import type { RentRollImport } from './use-rent-roll-import'

/** The mapping step, while a file read waits for its mapping and Import (or Cancel). */
export function ImportStep(props: { importer: RentRollImport; scenario: ImportScenario }) {
  const { importer, scenario } = props
  const { phase } = importer
  if (phase.kind !== 'mapping') return null
  return (
    <ImportDialog
      key={phase.source.fileName}
      source={phase.source}
      scenario={scenario}
      storage={importer.storage}
      onImport={(plan, choices) => importer.importRows(phase.source, plan, choices)}
      onCancel={importer.cancel}
    />
  )
}
