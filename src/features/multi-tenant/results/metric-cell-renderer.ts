import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community'

/**
 * An annual table cell as a result figure: the formatted text in a
 * `<span data-metric="<field>" data-value="<unrounded>">` (PRODUCT.md section 6), so tests and
 * assistive tools read the exact value of every row. A plain DOM renderer, no React: refreshing
 * 130 cells on every keystroke only rewrites the cells whose values changed.
 */
export class MetricCellRenderer implements ICellRendererComp {
  private span: HTMLSpanElement | null = null

  init(params: ICellRendererParams): void {
    this.span = document.createElement('span')
    this.show(params)
  }

  getGui(): HTMLElement {
    return this.span!
  }

  refresh(params: ICellRendererParams): boolean {
    this.show(params)
    return true
  }

  private show(params: ICellRendererParams): void {
    const span = this.span!
    span.dataset.metric = params.colDef?.field ?? params.column?.getColId() ?? ''
    span.dataset.value = String(params.value)
    span.textContent = params.valueFormatted ?? String(params.value ?? '')
  }
}
