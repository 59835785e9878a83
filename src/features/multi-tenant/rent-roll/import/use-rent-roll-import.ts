import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import type { Tenant } from '../../../../finance/cash-flow/types'
import type { Timeline } from '../../scenario/scenario-reducer'
import { newTenantId } from '../../scenario/scenario-defaults'
import { openStorage } from '../../scenario/scenario-storage'
import {
  headerOf,
  importedRentRoll,
  importSource,
  planImport,
  startMapping,
  unmappedFields,
  type ImportChoices,
  type ImportPlan,
  type ImportScenario,
  type ImportSource,
} from './import-plan'
import { recallMapping, rememberMapping } from './mapping-memory'
import { readImportFile } from './read-import-file'
import { asOfNotAppliedText, describeImport, type ImportReportText } from './report-text'

/** Where Import Rent Roll is: nothing shown, a file being read, the mapping step, the outcome. */
export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'mapping'; source: ImportSource }
  | { kind: 'done'; fileName: string; text: ImportReportText }
  | { kind: 'failed'; fileName: string; message: string }

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/** What Import hands the rent roll: its rows, and the analysis start and rent basis with them. */
export type ApplyImport = (tenants: Tenant[], timeline: Timeline) => void

/**
 * Import Rent Roll: a file chosen with the button or dropped on the rent roll is read (nothing
 * changes yet), the mapping step shows it, and Import hands the rent roll and timeline it makes
 * to `apply` (the editor: one change, so one Ctrl+Z undoes it), remembers the mapping for the
 * file's headers and shows the report. A block with a header row pasted on the rent roll comes
 * here too (`pasteBlock`). Focus goes back to the button when the step closes.
 */
export function useRentRollImport(scenario: ImportScenario & Timeline, apply: ApplyImport) {
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' })
  const [storage] = useState(openStorage)
  /** Counts the times the mapping step closed: the button takes focus back each time. */
  const [closings, setClosings] = useState(0)
  /** The last file asked for: a slower read of an earlier one comes to nothing. */
  const lastFile = useRef(0)

  async function open(file: File) {
    const asked = ++lastFile.current
    setPhase({ kind: 'reading', fileName: file.name })
    const read = await readImportFile(file)
    if (asked !== lastFile.current) return
    const found = read.ok ? importSource(file.name, read.sheets) : read
    setPhase(
      found.ok
        ? { kind: 'mapping', source: found.source }
        : { kind: 'failed', fileName: file.name, message: found.message },
    )
  }

  function close(next: ImportPhase) {
    setPhase(next)
    setClosings((count) => count + 1)
  }

  function importRows(source: ImportSource, plan: ImportPlan, choices: ImportChoices) {
    apply(importedRentRoll(scenario.tenants, plan, choices.mode), choices.timeline)
    rememberMapping(storage, headerOf(source), plan.mapping)
    const text = describeImport(plan.result.report, choices.timeline)
    close({ kind: 'done', fileName: source.fileName, text })
  }

  /**
   * A pasted block with a header row: added after the rent roll's rows at once when its headers
   * (or the mapping remembered for them) give every required column, the analysis start and
   * rent basis left as they are; otherwise through the mapping step (PRODUCT.md 11.7).
   */
  function pasteBlock(source: ImportSource) {
    const mapping = startMapping(source, recallMapping(storage, headerOf(source)))
    if (unmappedFields(mapping).length > 0) return setPhase({ kind: 'mapping', source })
    const timeline = { analysisStart: scenario.analysisStart, rentBasis: scenario.rentBasis }
    const today = new Date()
    const clock = { today, newId: () => newTenantId(today) }
    const plan = planImport(source, mapping, { mode: 'append', timeline }, scenario, clock)
    apply(importedRentRoll(scenario.tenants, plan, 'append'), timeline)
    const text = describeImport(plan.result.report, null)
    const asOf = asOfNotAppliedText(plan.result.report, timeline.analysisStart)
    setPhase({
      kind: 'done',
      fileName: source.fileName,
      text: { ...text, summary: `${text.summary}${asOf}` },
    })
  }

  return {
    phase,
    storage,
    closings,
    open: (file: File | undefined) => {
      if (file) void open(file)
    },
    pasteBlock,
    dismiss: () => setPhase({ kind: 'idle' }),
    cancel: () => close({ kind: 'idle' }),
    importRows,
    /** A file dragged over the rent roll may be dropped there. */
    dropProps: {
      onDragOver(event: DragEvent) {
        if (hasFiles(event)) event.preventDefault()
      },
      onDrop(event: DragEvent) {
        const file = event.dataTransfer.files[0]
        if (!file) return
        event.preventDefault()
        void open(file)
      },
    },
  }
}

export type RentRollImport = ReturnType<typeof useRentRollImport>

/** Where the import's rows go, and where a pasted block with a header row comes from. */
interface ImportTarget {
  importRows: ApplyImport
  readPastedBlocksWith: (read: ((source: ImportSource) => void) | null) => void
}

/**
 * Import Rent Roll for the rent-roll editor: Import hands it the rows and timeline (one undo
 * step), and it hands Import the blocks with a header row pasted on the rent roll.
 */
export function useEditorImport(editor: ImportTarget, scenario: ImportScenario & Timeline) {
  const { tenants, analysisStart, rentBasis, marketDowntimeMonths } = scenario
  const now = useMemo(
    () => ({ tenants, analysisStart, rentBasis, marketDowntimeMonths }),
    [tenants, analysisStart, rentBasis, marketDowntimeMonths],
  )
  const importer = useRentRollImport(now, (rows, timeline) => editor.importRows(rows, timeline))
  const { pasteBlock } = importer
  useEffect(() => {
    editor.readPastedBlocksWith(pasteBlock)
    return () => editor.readPastedBlocksWith(null)
  }, [editor, pasteBlock])
  return { importer, scenario: now }
}
