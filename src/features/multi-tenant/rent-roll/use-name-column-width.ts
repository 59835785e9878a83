import type { GridApi } from 'ag-grid-community'
import { useEffect, type RefObject } from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'

/** Room around a cell's text: its padding and a little air (px). */
const CELL_PADDING = 24
/** Names measured: the longest by characters (a wide letter count can beat a longer name). */
const NAMES_MEASURED = 20

let canvas: HTMLCanvasElement | null = null

/** The width `text` takes in the grid's cells (their font), in px. */
function textWidth(text: string, grid: HTMLElement): number {
  canvas ??= document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return text.length * 8
  const style = getComputedStyle(grid)
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  return context.measureText(text).width
}

/**
 * Sizes the tenant name column to the longest of the tenants' `names`, between `bounds` (a name wider than the
 * largest width shows whole when its cell is hovered or focused, rent-roll.css).
 */
export function useNameColumnWidth(
  api: GridApi<Tenant> | null,
  grid: RefObject<HTMLElement | null>,
  names: readonly string[],
  bounds: { min: number; max: number },
) {
  const longest = [...names]
    .sort((a, b) => b.length - a.length)
    .slice(0, NAMES_MEASURED)
    .join('\n')
  useEffect(() => {
    const cells = grid.current?.querySelector<HTMLElement>('.ag-root')
    if (!api || api.isDestroyed() || !cells) return
    const widest = Math.max(0, ...longest.split('\n').map((name) => textWidth(name, cells)))
    const width = Math.min(bounds.max, Math.max(bounds.min, Math.ceil(widest + CELL_PADDING)))
    if (api.getColumn('name')?.getActualWidth() !== width)
      api.setColumnWidths([{ key: 'name', newWidth: width }])
  }, [api, grid, longest, bounds.min, bounds.max])
}
