import type { ColDef } from 'ag-grid-community'
import { useLayoutEffect, useMemo, useState, type CSSProperties, type RefObject } from 'react'
import type { YearRow } from '../../../finance/cash-flow/types'
import type { AnnualColumn } from './annual-columns'
import {
  ANNUAL_FONT_PX,
  columnTextWidth,
  fitAnnualColumns,
  shareRoom,
  type TextWidth,
} from './annual-fit'
import { annualColumnDefs, FONT_SCALE_PROPERTY } from './annual-grid-columns'

/** The grid's own border, left and right (px): what its columns cannot use of its box. */
const GRID_BORDERS = 2

/** The weights of the table's type (annual-grid-columns.ts sets the same in its theme). */
const WEIGHTS = { cell: 400, header: 600 } as const

let measurer: TextWidth | null = null

/**
 * Text widths in the table's type, measured on a canvas (no layout of the page). Digits are
 * measured as zeros (the cells use tabular figures), so a few shapes such as "($000,000,000)"
 * are measured once and remembered.
 */
function textWidth(): TextWidth {
  if (measurer) return measurer
  const context = document.createElement('canvas').getContext('2d')
  const family = getComputedStyle(document.body).fontFamily
  const widths = new Map<string, number>()
  measurer = (text, type) => {
    const shape = `${type} ${text.replace(/\d/g, '0')}`
    let width = widths.get(shape)
    if (width === undefined) {
      if (!context) return text.length * ANNUAL_FONT_PX[type]
      context.font = `${WEIGHTS[type]} ${ANNUAL_FONT_PX[type]}px ${family}`
      widths.set(shape, (width = context.measureText(shape.slice(type.length + 1)).width))
    }
    return width
  }
  return measurer
}

/** The inner width of `box` (px), followed as it changes; null until it is laid out. */
function useInnerWidth(box: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const read = () => setWidth(element.clientWidth)
    read()
    const sizes = new ResizeObserver(read)
    sizes.observe(element)
    return () => sizes.disconnect()
  }, [box])
  return width
}

/**
 * The annual grid's column definitions and type scale for the room in `box`: every figure and
 * header word of `years` whole (annual-fit.ts). Returns the definitions and the style of `box`
 * that scales the grid's type.
 */
export function useAnnualFit(
  box: RefObject<HTMLElement | null>,
  columns: readonly AnnualColumn[],
  years: readonly YearRow[],
): { columnDefs: ColDef<YearRow>[]; style: CSSProperties } {
  const width = useInnerWidth(box)
  const textWidths = useMemo(
    () => columns.map((column) => columnTextWidth(column, years, textWidth())),
    [columns, years],
  )
  const room = width === null ? Infinity : width - GRID_BORDERS
  const fit = useMemo(() => {
    const { widths, scale } = fitAnnualColumns(textWidths, room)
    return {
      widths: shareRoom(widths, room),
      style: { [FONT_SCALE_PROPERTY]: scale } as CSSProperties,
    }
  }, [textWidths, room])
  return { columnDefs: annualColumnDefs(columns, fit.widths), style: fit.style }
}
