import type { GridApi } from 'ag-grid-community'
import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The rows of a read-only AG Grid that shows a new result after every edit (the annual cash
 * flow). The grid keeps one set of row objects: a new result with the same rows (`sameRow`) is
 * copied into them and `refreshCells` rewrites only the cells whose value or text changed. A
 * new `rowData` would make the grid replace every row's data, refresh every cell and re-render
 * its React row and cell components. Other rows (added, removed, reordered) replace the rows.
 *
 * Returns the first rows, for the grid's `rowData`: after that the rows change through `api`,
 * before the browser paints, in step with the rest of the result.
 */
export function useLiveGridRows<T extends object>(
  api: GridApi<T> | null,
  rows: readonly T[],
  sameRow: (shown: T, next: T) => boolean,
): T[] {
  const [first] = useState(() => rows.map(copyRow))
  const shown = useRef(first)
  useLayoutEffect(() => {
    if (!api || api.isDestroyed()) return
    const current = shown.current
    if (current.length === rows.length && rows.every((row, at) => sameRow(current[at]!, row))) {
      rows.forEach((row, at) => Object.assign(current[at]!, row))
      api.refreshCells()
      return
    }
    shown.current = rows.map(copyRow)
    api.setGridOption('rowData', shown.current)
  }, [api, rows, sameRow])
  return first
}

const copyRow = <T extends object>(row: T): T => ({ ...row })
