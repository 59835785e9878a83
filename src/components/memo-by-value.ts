import { memo, type FunctionComponent } from 'react'
import { sameValue } from '../lib/same-value'

/**
 * `memo` for a card that shows part of a result: it re-renders only when one of its props holds
 * different figures (lib/same-value.ts), not whenever a new result object arrives. Give each
 * card only the slice of the analysis it shows (`rollover`, not the analysis), so an edit that
 * does not move its figures leaves it, and any chart in it, alone.
 */
export function memoByValue<P extends object>(component: FunctionComponent<P>) {
  return memo(component, sameValue)
}
