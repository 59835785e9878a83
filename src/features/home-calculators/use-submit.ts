import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { EngineOutcome } from '../../finance/problems'
import { problemsToErrors, type FieldErrors, type FormReading } from './form-fields'

interface SubmitOptions<Field extends string, Input, Result> {
  read: () => FormReading<Field, Input>
  run: (input: Input) => Promise<EngineOutcome<Result>>
  onResult: (input: Input, result: Result) => void
}

/**
 * Submitting a calculator form: reads the typed text, runs the engine, and either hands the
 * result over or keeps the form as typed with the messages under the fields (focus moves to the
 * first field in trouble).
 */
export function useSubmit<Field extends string, Input, Result>(
  options: SubmitOptions<Field, Input, Result>,
) {
  const [submitErrors, setSubmitErrors] = useState<FieldErrors<Field>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (focusRequest > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  function showErrors(errors: FieldErrors<Field>) {
    setSubmitErrors(errors)
    setFocusRequest((count) => count + 1)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setFailure(null)
    const read = options.read()
    if (!read.ok) return showErrors(read.errors)
    setBusy(true)
    try {
      const outcome = await options.run(read.input)
      if (outcome.ok) return options.onResult(read.input, outcome.result)
      showErrors(problemsToErrors(outcome.problems))
    } catch (error) {
      console.error('Calculation failed', error)
      setFailure('The calculation could not be run. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  /** Forget the message of a field once the user edits it. */
  function clearError(field: Field) {
    setSubmitErrors((errors) => {
      if (!(field in errors)) return errors
      const next = { ...errors }
      delete next[field]
      return next
    })
  }

  return { formRef, submit, submitErrors, clearError, busy, failure }
}
