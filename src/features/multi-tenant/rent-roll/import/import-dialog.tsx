import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { keepTabInside } from '../../../../components/keep-tab-inside'
import { formatNumber } from '../../../../lib/format'
import { newTenantId } from '../../scenario/scenario-defaults'
import { findAsOfDate } from './as-of-date'
import type { ColumnMapping } from './find-header'
import { IMPORT_FIELDS, type ImportField } from './import-fields'
import {
  columnName,
  FIELD_CHOICES,
  headerOf,
  planImport,
  PREVIEW_ROWS,
  proposedTimeline,
  rentsByFigures,
  startMapping,
  withColumnField,
  type ImportChoices,
  type ImportMode,
  type ImportPlan,
  type ImportScenario,
  type ImportSource,
} from './import-plan'
import { ImportPreview } from './import-preview'
import { ImportTimeline } from './import-timeline'
import { reconciliationText } from './report-text'
import { skippedText } from './rows-report-text'
import { recallMapping } from './mapping-memory'
import { formatCurrencyCents } from '../../../../lib/format'
import './import-dialog.css'

interface ImportDialogProps {
  source: ImportSource
  scenario: ImportScenario
  storage: Storage | null
  onImport: (plan: ImportPlan, choices: ImportChoices) => void
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

/** '"Current Rent" is read as Monthly Rent ($) by its figures: $18.00/SF a year so read.' */
function figuresText(source: ImportSource, mapping: ColumnMapping): string[] {
  return rentsByFigures(source, mapping).map(
    ({ column, field, typicalPerSfYear }) =>
      `"${columnName(source, column)}" is read as ${IMPORT_FIELDS[field].label} by its figures: ${formatCurrencyCents(typicalPerSfYear)}/SF a year so read.`,
  )
}

/**
 * What Import will do, in words: how many rows (vacant suites among them), which will not fit,
 * which are left out until fixed, how the totals compare, rents read by their figures.
 */
function planSummary(source: ImportSource, { result, mapping }: ImportPlan): string[] {
  const { imported, skipped, reconciliation, vacant } = result.report
  const notImported = skipped.filter(({ reason }) => reason.kind !== 'blank').length
  const suites = vacant ? ` (${formatNumber(vacant.lines.length)} vacant)` : ''
  const count = `${formatNumber(imported)} ${imported === 1 ? 'row' : 'rows'}${suites} will be imported`
  const rest =
    notImported > 0
      ? `; ${formatNumber(notImported)} ${notImported === 1 ? 'row' : 'rows'} will not (each is named in the report after Import)`
      : ''
  const leftOut = result.tenants.filter(({ unreadable }) => unreadable).length
  const fixes =
    leftOut > 0
      ? [
          `${formatNumber(leftOut)} of them ${leftOut === 1 ? 'lacks a date or has a cell' : 'lack a date or have a cell'} that could not be read (marked below): left out of the analysis until fixed in the rent roll.`,
        ]
      : []
  const overCap = skippedText(skipped.filter(({ reason }) => reason.kind === 'overCap'))
  return [
    `${count}${rest}.`,
    ...fixes,
    ...overCap,
    ...reconciliation.map(reconciliationText),
    ...figuresText(source, mapping),
  ]
}

/** "main-street-plaza.xlsx, sheet "Rent Roll": header on line 5." */
function sourceText({ fileName, sheet, headerIndex }: ImportSource): string {
  const where = sheet.name === null ? fileName : `${fileName}, sheet "${sheet.name}"`
  return `${where}: header on line ${formatNumber(sheet.rows[headerIndex]!.line)}.`
}

/** The first rows as they will be read, and what Import will do. */
function PlanView({ source, plan }: { source: ImportSource; plan: ImportPlan }) {
  const headingId = useId()
  return (
    <div>
      <h3 id={headingId} className="import-dialog__heading">
        First {PREVIEW_ROWS} rows as they will be read
      </h3>
      <ImportPreview rows={plan.preview} mapping={plan.mapping} labelledBy={headingId} />
      <div role="status" className="import-dialog__summary">
        {planSummary(source, plan).map((line) => (
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
 * read as, the analysis start and rent basis Import applies (PRODUCT.md 11.7), the first rows as
 * they will be read (updated on every change), Replace or Append (a pasted block: Append first),
 * and Import or Cancel (Escape). Nothing changes in the rent roll until Import.
 */
export function ImportDialog({ source, scenario, storage, onImport, onCancel }: ImportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [mapping, setMapping] = useState(() =>
    startMapping(source, recallMapping(storage, headerOf(source))),
  )
  const [mode, setMode] = useState<ImportMode>(source.pasted ? 'append' : 'replace')
  const [timeline, setTimeline] = useState(() => proposedTimeline(source, scenario))
  const [asOf] = useState(() => findAsOfDate(source.sheet.rows, source.headerIndex))
  const plan = useMemo(() => {
    const today = new Date()
    const clock = { today, newId: () => newTenantId(today) }
    return planImport(source, mapping, { mode, timeline }, scenario, clock)
  }, [source, mapping, mode, timeline, scenario])
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
        <PlanView source={source} plan={plan} />
      </div>
      <div className="import-dialog__choices">
        <ImportTimeline timeline={timeline} asOf={asOf} onChange={setTimeline} />
        <ModeChoice count={scenario.tenants.length} mode={mode} onChange={setMode} />
      </div>
      <div className="import-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={nothing}
          onClick={() => onImport(plan, { mode, timeline })}
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
