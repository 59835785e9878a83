/** A named problem with user input, returned by engines instead of throwing. */
export interface InputProblem {
  /** The input field the problem belongs to, as named in the engine's input type. */
  field: string
  /** A sentence the UI can show as is. */
  message: string
}

/** Either a computed result or the list of input problems that prevented it. */
export type EngineOutcome<T> = { ok: true; result: T } | { ok: false; problems: InputProblem[] }

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** Amounts above this are typing mistakes, not deals; they would also overflow the arithmetic. */
export const MAX_AMOUNT = 1e12

/** A problem when `value` is not a finite amount within +-MAX_AMOUNT (or not > 0 if `positive`). */
export function checkAmount(
  field: string,
  label: string,
  value: number,
  { positive }: { positive: boolean },
): InputProblem | null {
  if (!isFiniteNumber(value)) return { field, message: `${label} must be a number.` }
  if (positive && value <= 0) return { field, message: `${label} must be greater than 0.` }
  if (Math.abs(value) > MAX_AMOUNT)
    return { field, message: `${label} must be at most $1 trillion.` }
  return null
}
