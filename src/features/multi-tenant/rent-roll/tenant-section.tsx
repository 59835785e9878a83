import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { checkingOnce, validateTenants } from '../../../finance/cash-flow/tenant-validation'
import { RentRollFigures } from './rent-roll-figures'
import { startMonthOf } from '../../../finance/cash-flow/timeline'
import type { InvalidTenant, Tenant } from '../../../finance/cash-flow/types'
import { MAX_TENANTS, type RentBasis } from '../../../finance/field-table'
import { Metric } from '../../../components/metric'
import { useMoreColumnsCue } from '../../../components/more-columns-cue'
import { formatNumber } from '../../../lib/format'
import { AgGridPort } from './ag-grid-port'
import { listenToPage } from './page-events'
import type { GridMessage } from './cell-actions'
import type { RentRollEditor } from './rent-roll-editor'
import { leftOutNote } from './rent-roll-totals'
import { GRID_LABEL, innerClass, scrollsWith } from './tenant-columns'
import type { TenantGridProps } from './tenant-grid'
import { useLoaded } from '../../../components/use-loaded'
import { useAfterOpening } from '../results/latest-analysis'
import { problemsText, rowName } from './tenant-fields'
import { ImportButton } from './import/import-button'
import { ImportReportPanel } from './import/import-report-panel'
import { ImportStep } from './import/import-step'
import { useEditorImport } from './import/use-rent-roll-import'
import './rent-roll.css'

/** "Tenant 3 is left out of the analysis: Lease Expiration: The lease must expire after it starts." */
function leftOutNotices(tenants: Tenant[], invalid: readonly InvalidTenant[]): string[] {
  return invalid.map(({ id, problems }) => {
    const index = tenants.findIndex((tenant) => tenant.id === id)
    const name = rowName(tenants[index]!, index)
    const label = name.charAt(0).toUpperCase() + name.slice(1)
    return `${label} is left out of the analysis: ${problemsText(problems)}`
  })
}

interface TenantHeaderProps {
  headingId: string
  count: number
  /** The square feet of the rows the analysis counts, and how many rows it leaves out. */
  totalSquareFootage: number
  leftOut: number
  addButton: RefObject<HTMLButtonElement | null>
  onAdd: () => void
  importButton: ReactNode
}

/**
 * The heading, the count as n/500, the total square footage of the rows the analysis counts (and
 * how many it leaves out) and Add Tenant (with why not).
 */
function TenantHeader({
  headingId,
  count,
  totalSquareFootage,
  leftOut,
  addButton,
  onAdd,
  importButton,
}: TenantHeaderProps) {
  const capId = useId()
  const atCap = count >= MAX_TENANTS
  return (
    <div className="tenant-section__header">
      <div>
        <h2 id={headingId} className="card__title">
          Tenant Information
        </h2>
        <p className="tenant-section__summary">
          <span>
            Tenants:{' '}
            <Metric name="tenantCount" value={count}>
              {count}
            </Metric>
            /{MAX_TENANTS}
          </span>
          <span>
            Total:{' '}
            <Metric name="totalSquareFootage" value={totalSquareFootage}>
              {formatNumber(totalSquareFootage)}
            </Metric>{' '}
            SF{leftOutNote(leftOut)}
          </span>
          <RentRollFigures />
        </p>
      </div>
      <div className="tenant-section__add">
        {importButton}
        <button
          ref={addButton}
          data-type-ahead-keep
          type="button"
          className="button button--primary"
          onClick={onAdd}
          disabled={atCap}
          aria-describedby={atCap ? capId : undefined}
        >
          Add Tenant
        </button>
        {atCap ? (
          <span id={capId} className="tenant-section__cap">
            A rent roll holds at most {MAX_TENANTS} tenants.
          </span>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The grid and AG Grid load after the page's own code, not in it: AG Grid is most of the page's
 * code, and its loading held back a share link's figures. It loads once the page's opening
 * figures are shown (useAfterOpening), or as an empty page opens, ready for its first row.
 */
const loadTenantGrid = () => import('./tenant-grid')
type TenantGridCode = Awaited<ReturnType<typeof loadTenantGrid>>

/** The grid once its code has loaded; meanwhile its room (a long rent roll's keeps its height). */
function LoadedGrid({ code, ...props }: TenantGridProps & { code: TenantGridCode | null }) {
  if (code) return <code.TenantGrid {...props} />
  return (
    <div className="tenant-grid">
      <div className={innerClass(scrollsWith(props.tenants.length))} />
    </div>
  )
}

/** The empty rent roll: the seed's empty-state text, and a focusable place to paste rows. */
function EmptyRentRoll() {
  return (
    <div className="tenant-empty" role="region" aria-label={GRID_LABEL} tabIndex={0}>
      <p className="tenant-empty__text">No tenants added yet. Click "Add Tenant" to get started.</p>
      <p className="field__hint">Or paste rows copied from a spreadsheet here.</p>
    </div>
  )
}

/** What the last paste, edit or removal did, with the buttons of a question it asks. */
function EditorMessage({ message, onDismiss }: { message: GridMessage; onDismiss: () => void }) {
  return (
    <div className={`notice notice--${message.tone}`}>
      {message.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {message.confirm ? (
        <div className="notice__actions">
          <button type="button" className="button button--primary" onClick={message.confirm.run}>
            {message.confirm.label}
          </button>
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** The editor's grid port on this section's grid area, key sink and Add Tenant button. */
function useGridPort(
  editor: RentRollEditor,
  parts: {
    area: RefObject<HTMLElement | null>
    keySink: RefObject<HTMLTextAreaElement | null>
    addButton: RefObject<HTMLButtonElement | null>
  },
) {
  const [port] = useState(
    () =>
      new AgGridPort(
        {
          area: () => parts.area.current,
          keySink: () => parts.keySink.current,
          addButton: () => parts.addButton.current,
        },
        (from, backwards, editing) => editor.tabTarget(from, backwards, editing),
      ),
  )
  useEffect(() => {
    const disconnect = editor.connect(port)
    const stopListening = listenToPage(editor, port)
    return () => {
      stopListening()
      disconnect()
    }
  }, [editor, port])
  return port
}

/**
 * Tenant Information: the rent roll grid with its count (n/500), total square footage, Add
 * Tenant, the rows the analysis leaves out and why, and what the last paste or edit did.
 */
export function TenantSection(props: {
  tenants: Tenant[]
  /** Month 1 of the analysis: a vacant suite's lease must start after it. */
  analysisStart: string
  /** What an import reads rows against: the rent basis, and the downtime before vacant suites lease. */
  rentBasis: RentBasis
  marketDowntimeMonths: number
  editor: RentRollEditor
  /** The analysis start and rent basis fields, shown with the rent roll they describe. */
  timeline: ReactNode
}) {
  const { tenants, analysisStart, editor } = props
  const view = useSyncExternalStore(editor.subscribe, editor.getView)
  const headingId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const gridArea = useRef<HTMLDivElement>(null)
  const keySink = useRef<HTMLTextAreaElement>(null)
  const port = useGridPort(editor, { area: gridArea, keySink, addButton })
  const gridCode = useLoaded(useAfterOpening() ? loadTenantGrid : null)
  const { importer, scenario } = useEditorImport(editor, props)
  useMoreColumnsCue(gridArea, '.tenant-grid')
  // Validated once per edit: the notices, the marked rows and the total all read this.
  const check = useMemo(() => checkingOnce(startMonthOf({ analysisStart })), [analysisStart])
  const { valid, invalid } = useMemo(() => validateTenants(tenants, check), [tenants, check])
  const problemsById = useMemo(
    () => new Map(invalid.map((row) => [row.id, row.problems])),
    [invalid],
  )
  const leftOut = useMemo(() => leftOutNotices(tenants, invalid), [tenants, invalid])
  const totalSquareFootage = valid.reduce((sum, { tenant }) => sum + tenant.squareFootage, 0)

  return (
    <section
      className="card tenant-section no-print"
      aria-labelledby={headingId}
      {...importer.dropProps}
    >
      <TenantHeader
        headingId={headingId}
        count={tenants.length}
        totalSquareFootage={totalSquareFootage}
        leftOut={invalid.length}
        addButton={addButton}
        onAdd={() => editor.add()}
        importButton={<ImportButton importer={importer} />}
      />
      {props.timeline}
      <ImportReportPanel phase={importer.phase} onClose={importer.dismiss} />
      <ImportStep importer={importer} scenario={scenario} />
      {leftOut.length > 0 ? (
        <div className="notice notice--error tenant-section__notice" role="status">
          <ul>
            {leftOut.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite" className="tenant-section__messages">
        {view.message ? (
          <EditorMessage message={view.message} onDismiss={() => editor.dismissMessage()} />
        ) : null}
      </div>
      {/* Takes focus while a new row is on its way, so the text typed meanwhile is kept. */}
      <textarea
        ref={keySink}
        tabIndex={-1}
        className="visually-hidden"
        aria-label="Typing for the rent roll while a row is added"
      />
      <div ref={gridArea} className="tenant-section__grid grid-scroll-cue">
        {tenants.length === 0 ? (
          <EmptyRentRoll />
        ) : (
          <LoadedGrid
            code={gridCode}
            tenants={tenants}
            problemsById={problemsById}
            editor={editor}
            port={port}
          />
        )}
      </div>
      <p className="field__hint tenant-section__tip">
        Type on a cell (on a touch screen, tap it) to edit it; Enter or Tab saves. Paste rows copied
        from Excel (columns in this order) on a cell. Ctrl+Z undoes, Ctrl+Y redoes. Shift+Space
        picks a row; Shift+click or Shift+Up/Down extends the pick and Ctrl+A picks every row;
        Ctrl+C copies the picked rows and Ctrl+D fills the focused column of each picked row from
        the first one.
      </p>
    </section>
  )
}
