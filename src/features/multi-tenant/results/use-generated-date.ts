import { useEffect, useState } from 'react'

/** Today's date for the printed report, refreshed when the user prints. */
export function useGeneratedDate(): Date {
  const [date, setDate] = useState(() => new Date())
  useEffect(() => {
    const refresh = () => setDate(new Date())
    window.addEventListener('beforeprint', refresh)
    return () => window.removeEventListener('beforeprint', refresh)
  }, [])
  return date
}
