import type { InputProblem } from '../../finance/problems'
import { parseNumber } from '../../lib/parse-number'

/** Messages to show under form fields, by field name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** True when the field holds some text (it may still be invalid). */
export function isFilled(text: string): boolean {
  return parseNumber(text).kind !== 'empty'
}

/**
 * Puts the engine's problems under the form fields they belong to; a problem whose field has no
 * form field goes under `fallback`.
 */
export function problemsToErrors<Field extends string>(
  problems: InputProblem[],
  fieldOf: Record<string, Field>,
  fallback: Field,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const problem of problems) {
    const field = fieldOf[problem.field] ?? fallback
    errors[field] ??= problem.message
  }
  return errors
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
