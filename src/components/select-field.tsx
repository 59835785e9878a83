import { useId } from 'react'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: string
  value: string
  options: SelectOption[]
  onChange: (value: string) => void
}

/** A labelled native select, styled like the number fields. */
export function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Whole years as select options: 25 -> "25 years", 1 -> "1 year". */
export function yearOptions(years: readonly number[]): SelectOption[] {
  return years.map((year) => ({
    value: String(year),
    label: `${year} ${year === 1 ? 'year' : 'years'}`,
  }))
}
