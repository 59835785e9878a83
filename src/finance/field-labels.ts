import { ASSUMPTION_CHOICES, ASSUMPTION_FIELDS, TENANT_COLUMNS } from './field-table'

/*
 * The on-screen label of every field a multi-tenant problem can name (`InputProblem.field`): the
 * assumptions by `group.key`, the rent roll's columns by their field. Apart from the field table
 * itself so that the home calculators, which name their own fields, do not load the table of the
 * multi-tenant page.
 */

function groupLabels(group: string, fields: Record<string, { label: string }>) {
  return Object.entries(fields).map(([key, spec]) => [`${group}.${key}`, spec.label])
}

const LABELS: Record<string, string> = Object.fromEntries([
  ...Object.entries(ASSUMPTION_FIELDS).flatMap(([group, fields]) => groupLabels(group, fields)),
  ...Object.entries(ASSUMPTION_CHOICES).flatMap(([group, fields]) => groupLabels(group, fields)),
  ...TENANT_COLUMNS.map(({ field, label }) => [field, label]),
])

/**
 * The on-screen label of a problem's field, or the field name itself when it has none.
 *
 * @example fieldLabel('debt.interestRatePercent') // 'Interest Rate (%)'
 */
export function fieldLabel(field: string): string {
  return LABELS[field] ?? field
}
