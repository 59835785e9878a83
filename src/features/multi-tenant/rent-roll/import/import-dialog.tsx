import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Tenant } from '../../../../finance/cash-flow/types'
import { keepTabInside } from '../../../../components/keep-tab-inside'
import { formatNumber } from '../../../../lib/format'
import { newTenantId } from '../../scenario/scenario-defaults'
import type { ColumnMapping } from './find-header'
import type { ImportField } from './import-fields'
import {
  columnName,
  FIELD_CHOICES,
  headerOf,
  planImport,
  PREVIEW_ROWS,
  startMapping,
  withColumnField,
  type ImportMode,
  type ImportPlan,
  type ImportSource,
} from './import-plan'
import { ImportPreview } from './import-preview'
import { reconciliationText, skippedText } from './import-report-text'
import { recallMapping } from './mapping-memory'
import './import-dialog.css'

interface ImportDialogProps {
  source: ImportSource
  tenants: readonly Tenant[]
  storage: Storage | null
  onImport: (plan: ImportPlan, mode: ImportMode, mapping: ColumnMapping) => void
  onCancel: () => void
}

const IGNORE = ''

/** Each file column and the field it is read as (or Ignore), changeable. */
function ColumnMappings(props: {
  source: ImportSource
  mapping: ColumnMapping
  onChange: (column: number, field: ImportField | null) => void
}) {
  const id = useId()
  return (
    <table className="data-table import-dialog__columns">
      <thead>
        <tr>
          <th scope="col">File column</th>
          <th scope="col">Reads as</th>
        </tr>
      </thead>
      <tbody>
        {headerOf(props.source).map((_, index) => (
          <tr key={index}>
            <th scope="row">
              <label htmlFor={`${id}-${index}`}>{columnName(props.source, index)}</label>
            </th>
            <td>
              <select
                id={`${id}-${index}`}
                value={props.mapping[index] ?? IGNORE}
                onChange={(event) =>
                  props.onChange(index, (event.target.value || null) as ImportField | null)
                }
              >
                <option value={IGNORE}>Ignore</option>
                {FIELD_CHOICES.map(({ field, label }) => (
                  <option key={field} value={field}>
                    {label}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** What Import will do, in words: how many rows, which will not fit, how the totals compare. */
function planSummary({ result }: ImportPlan): string[] {
  const { imported, skipped, reconciliation } = result.report
  const notImported = skipped.filter(({ reason }) => reason.kind !== 'blank').length
  const count = `${formatNumber(imported)} ${imported === 1 ? 'tenant' : 'tenants'} will be imported`
  const rest =
    notImported > 0
      ? `; ${formatNumber(notImported)} ${notImported === 1 ? 'row' : 'rows'} will not (each is named in the report after Import)`
      : ''
  const overCap = skippedText(skipped.filter(({ reason }) => reason.kind === 'overCap'))
  return [`${count}${rest}.`, ...overCap, ...reconciliation.map(reconciliationText)]
}

/** "main-street-plaza.xlsx, sheet "Rent Roll": header on line 5." */
function sourceText({ fileName, sheet, headerIndex }: ImportSource): string {
  const where = sheet.name === null ? fileName : `${fileName}, sheet "${sheet.name}"`
  return `${where}: header on line ${formatNumber(sheet.rows[headerIndex]!.line)}.`
}

/** The first rows as they will be read, and what Import will do. */
function PlanView({ plan }: { plan: ImportPlan }) {
  const headingId = useId()
  return (
    <div>
      <h3 id={headingId} className="import-dialog__heading">
        First {PREVIEW_ROWS} rows as they will be read
      </h3>
      <ImportPreview rows={plan.preview} labelledBy={headingId} />
      <div role="status" className="import-dialog__summary">
        {planSummary(plan).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  )
}

/** Replace the rent roll's rows or add after them. */
function ModeChoice(props: {
  count: number
  mode: ImportMode
  onChange: (mode: ImportMode) => void
}) {
  const name = useId()
  const choices = [
    {
      mode: 'replace',
      label: 'Replace',
      hint: `the ${formatNumber(props.count)} rows now in the rent roll`,
    },
    { mode: 'append', label: 'Append', hint: 'after the rows now in the rent roll' },
  ] as const
  return (
    <fieldset className="import-dialog__mode">
      <legend>Rows already in the rent roll</legend>
      {choices.map((choice) => (
        <div key={choice.mode} className="import-dialog__choice">
          <input
            type="radio"
            id={`${name}-${choice.mode}`}
            name={name}
            checked={props.mode === choice.mode}
            onChange={() => props.onChange(choice.mode)}
            aria-describedby={`${name}-${choice.mode}-hint`}
          />
          <label htmlFor={`${name}-${choice.mode}`}>{choice.label}</label>
          <span id={`${name}-${choice.mode}-hint`} className="field__hint">
            {choice.hint}
          </span>
        </div>
      ))}
    </fieldset>
  )
}

/**
 * The mapping step of Import Rent Roll, a modal dialog: the file's columns and the field each is
 * read as, the first rows as they will be read (updated on every change), Replace or Append,
 * and Import or Cancel (Escape). Nothing changes in the rent roll until Import.
 */
export function ImportDialog({ source, tenants, storage, onImport, onCancel }: ImportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [mapping, setMapping] = useState(() =>
    startMapping(source, recallMapping(storage, headerOf(source))),
  )
  const [mode, setMode] = useState<ImportMode>('replace')
  const plan = useMemo(() => {
    const today = new Date()
    return planImport(source, mapping, mode, tenants, { today, newId: () => newTenantId(today) })
  }, [source, mapping, mode, tenants])
  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])
  const nothing = plan.result.tenants.length === 0
  return (
    <dialog
      ref={dialog}
      className="import-dialog"
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId} className="card__title">
        Import Rent Roll
      </h2>
      <p className="import-dialog__source">
        {sourceText(source)} Choose what each column holds; nothing changes until you press Import.
      </p>
      <div className="import-dialog__body">
        <section aria-label="Columns">
          <ColumnMappings
            source={source}
            mapping={mapping}
            onChange={(column, field) => setMapping((now) => withColumnField(now, column, field))}
          />
        </section>
        <PlanView plan={plan} />
      </div>
      <ModeChoice count={tenants.length} mode={mode} onChange={setMode} />
      <div className="import-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={nothing}
          onClick={() => onImport(plan, mode, mapping)}
        >
          Import
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
