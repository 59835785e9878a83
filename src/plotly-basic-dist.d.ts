/** The parts of the plotly.js basic bundle this site calls directly (no types ship with it). */
declare module 'plotly.js-basic-dist' {
  const Plotly: {
    relayout(element: HTMLElement, update: Record<string, unknown>): Promise<unknown>
  }
  export default Plotly
}
