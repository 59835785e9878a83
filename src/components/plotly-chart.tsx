import Plotly from 'plotly.js-basic-dist'
import { useEffect, useMemo, useRef } from 'react'
import { flushSync } from 'react-dom'
import createPlotlyComponent from 'react-plotly.js/factory'
import { listen } from '../lib/listen'
import { drawInTurn } from './draw-in-turn'
import { useAfterPaint, type Take } from './use-after-paint'

// Loaded only through <Chart> (React.lazy): Plotly never weighs on a first paint.
const Plot = createPlotlyComponent(Plotly)

/** Width a chart takes on paper: fits the printable width of both A4 and US Letter. */
const PRINT_WIDTH_PX = 680
const CONFIG = { displayModeBar: false, responsive: true }

/** A new figure is drawn in its own task, in turn with the other charts, not in a transition. */
const drawNow: Take = (draw) => drawInTurn(() => flushSync(draw))

export interface PlotlyChartProps {
  data: unknown[]
  layout: Record<string, unknown>
  height: number
  /** Size on paper, in CSS px (default: the page's printable width, the screen height). */
  print?: { width?: number; height?: number } | undefined
}

interface PlotlyElement extends HTMLElement {
  layout?: unknown
}

/**
 * A responsive Plotly chart that redraws at page width when printed. A new figure is drawn once
 * the frame that shows the rest of its edit is painted (Plotly takes 12-20 ms), in turn with
 * the other charts the same edit changed (components/draw-in-turn.ts).
 */
export default function PlotlyChart({ data, layout, height, print: paper }: PlotlyChartProps) {
  const graph = useRef<PlotlyElement | null>(null)
  const figure = useMemo(() => ({ data, layout }), [data, layout])
  const drawn = useAfterPaint(figure, drawNow)
  // react-plotly redraws whenever data, layout or config is a new object.
  const plotLayout = useMemo(
    () => ({ autosize: true, height, margin: { t: 24, r: 16, b: 48, l: 72 }, ...drawn.layout }),
    [drawn.layout, height],
  )
  const printWidth = paper?.width ?? PRINT_WIDTH_PX
  const printHeight = paper?.height ?? height

  useEffect(() => {
    const print = window.matchMedia('print')
    const fit = (printing: boolean) => {
      const element = graph.current
      if (!element?.layout) return
      void Plotly.relayout(
        element,
        printing
          ? { width: printWidth, height: printHeight, autosize: false }
          : { width: null, height, autosize: true },
      )
    }
    const onChange = (event: MediaQueryListEvent) => fit(event.matches)
    const beforePrint = () => fit(true)
    const afterPrint = () => fit(false)
    return listen(
      [print, 'change', onChange],
      [window, 'beforeprint', beforePrint],
      [window, 'afterprint', afterPrint],
    )
  }, [printWidth, printHeight, height])

  return (
    <Plot
      data={drawn.data}
      layout={plotLayout}
      config={CONFIG}
      useResizeHandler
      style={{ width: '100%', height }}
      onInitialized={(_, element) => (graph.current = element)}
      onUpdate={(_, element) => (graph.current = element)}
    />
  )
}
