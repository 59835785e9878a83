import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { createPortal, flushSync } from 'react-dom'
import { listen } from '../../lib/listen'
import { ANNUAL_GRID_MIN_WIDTH } from './results/annual-grid-columns'

/**
 * The workspace layout of wide screens (issue 23.12): the rent roll and the annual cash flow
 * table, one above the other in the main column (each as wide as its columns need, so nine-digit
 * figures stay whole), the assumption inputs in a column beside them under the chart, all three
 * panes in view at once and each scrolling on its own. Whatever input is edited, the chart and
 * the annual table stay in view. Narrower screens, phones and paper keep the one-column page.
 */
export const WORKSPACE_QUERY = 'screen and (min-width: 1600px)'

/** Where the live cards go in the workspace: the chart above the inputs, the annual table. */
export type WorkspaceSlot = 'chart' | 'annual'

type Slots = Partial<Record<WorkspaceSlot, HTMLElement | null>>

const WorkspaceSlots = createContext<Slots>({})

/** Whether the page is a workspace: a screen wide enough, and not while it is being printed. */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WORKSPACE_QUERY).matches)
  useEffect(() => {
    const query = window.matchMedia(WORKSPACE_QUERY)
    // Printing lays the page out at once: the report's order is restored before that layout.
    const printing = (now: boolean) => () => flushSync(() => setWide(now))
    return listen(
      [query, 'change', (event: MediaQueryListEvent) => setWide(event.matches)],
      [window, 'beforeprint', printing(false)],
      [window, 'afterprint', () => setWide(query.matches)],
    )
  }, [])
  return wide
}

/** Renders `children` in the workspace's `name` slot when the page is a workspace, else in place. */
export function InSlot({ name, children }: { name: WorkspaceSlot; children: ReactNode }) {
  const slot = useContext(WorkspaceSlots)[name]
  return slot ? createPortal(children, slot) : children
}

/** Whether a card is shown in the workspace (it may then be laid out more compactly). */
export const useInWorkspace = (name: WorkspaceSlot) => Boolean(useContext(WorkspaceSlots)[name])

/** The annual card's width: its grid's columns, padding and borders (the main column's least). */
const WIDTHS = { '--annual-card-width': `${ANNUAL_GRID_MIN_WIDTH + 30}px` } as CSSProperties

/** The inputs, in the order of the one-column page. */
export interface WorkspaceInputs {
  /** The scenario's actions, notices and name: above the workspace. */
  header: ReactNode
  rentRoll: ReactNode
  /** The assumption cards. */
  assumptions: ReactNode
}

interface WorkspaceProps {
  inputs: WorkspaceInputs
  /** What follows the inputs (key figures, results): its chart and annual table go in the slots. */
  children: ReactNode
}

/** The inputs as a workspace with the live chart and annual table, or as the one-column page. */
export function Workspace({ inputs, children }: WorkspaceProps) {
  const wide = useWideScreen()
  const [chart, setChart] = useState<HTMLElement | null>(null)
  const [annual, setAnnual] = useState<HTMLElement | null>(null)
  const slots = useMemo<Slots>(() => (wide ? { chart, annual } : {}), [wide, chart, annual])
  return (
    <WorkspaceSlots.Provider value={slots}>
      {wide ? (
        <>
          <div className="scenario-inputs no-print">{inputs.header}</div>
          <div className="workspace" style={WIDTHS}>
            <div className="workspace__main">
              <div className="workspace__pane workspace__inputs scenario-inputs no-print">
                {inputs.rentRoll}
              </div>
              <div className="workspace__pane workspace__live" ref={setAnnual} />
            </div>
            <div className="workspace__pane workspace__side scenario-inputs no-print">
              <div className="workspace__chart" ref={setChart} />
              {inputs.assumptions}
            </div>
          </div>
        </>
      ) : (
        // On paper the report lists the assumptions itself (results/assumptions-print.tsx).
        <div className="scenario-inputs no-print">
          {inputs.header}
          {inputs.rentRoll}
          {inputs.assumptions}
        </div>
      )}
      {children}
    </WorkspaceSlots.Provider>
  )
}
