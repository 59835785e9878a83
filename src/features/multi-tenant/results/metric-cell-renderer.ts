import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community'
import { liveCellsOf, type LiveCell } from '../../../components/live-grid-rows'
import { yearLabelLines } from './annual-fit'

/**
 * An annual table cell as a result figure: the formatted text in a
 * `<span data-metric="<field>" data-value="<unrounded>">` (PRODUCT.md section 6), so tests and
 * assistive tools read the exact value of every row. A plain DOM renderer, no React; a live
 * cell (components/live-grid-rows.ts), so a new result rewrites only the figures that changed.
 */
export class MetricCellRenderer implements ICellRendererComp, LiveCell {
  private span: HTMLSpanElement | null = null
  private params: ICellRendererParams | null = null
  /** What the span shows: kept here, as reading it back from the DOM cost more than the write. */
  private shown: { value: string; text: string } | null = null

  init(params: ICellRendererParams): void {
    this.span = document.createElement('span')
    this.span.dataset.metric = params.colDef?.field ?? params.column?.getColId() ?? ''
    this.show(params)
    liveCellsOf(params)?.add(this)
  }

  getGui(): HTMLElement {
    return this.span!
  }

  refresh(params: ICellRendererParams): boolean {
    this.show(params)
    return true
  }

  refreshFromRow(): void {
    const params = this.params
    if (!params?.getValue || !params.formatValue) return
    const value: unknown = params.getValue()
    this.write(value, params.formatValue(value) as string | null | undefined)
  }

  destroy(): void {
    if (this.params) liveCellsOf(this.params)?.delete(this)
  }

  private show(params: ICellRendererParams): void {
    this.params = params
    this.write(params.value, params.valueFormatted)
  }

  private write(value: unknown, formatted: string | null | undefined): void {
    const span = this.span!
    const data = String(value)
    const text = formatted ?? String(value ?? '')
    if (this.shown?.value !== data) span.dataset.value = data
    if (this.shown?.text !== text) this.showText(span, text)
    this.shown = { value: data, text }
  }

  protected showText(span: HTMLSpanElement, text: string): void {
    span.textContent = text
  }
}

/**
 * A year cell: its label, with the months of a year that does not start in January kept on a
 * line of their own ("Yr 1" over "Nov 2026-Oct 2027") when the narrow column wraps it.
 */
export class YearCellRenderer extends MetricCellRenderer {
  protected override showText(span: HTMLSpanElement, text: string): void {
    const [first, months] = yearLabelLines(text)
    if (months === undefined) span.textContent = text
    else {
      const rest = document.createElement('span')
      rest.className = 'annual-grid__months'
      rest.textContent = months
      span.replaceChildren(`${first} `, rest)
    }
  }
}
