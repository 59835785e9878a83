import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { listen } from '../../lib/listen'

/**
 * The workspace layout of wide screens (issues 23.12 and 28.2): the rent roll, and beside it the
 * scenario's actions, notices and assumption inputs, each pane scrolling on its own, with the
 * annual cash flow table across the whole width under them, all in the window between the top
 * of the workspace and the key-figures bar. Whatever cell or input has the focus, the annual
 * table's 10 years and the key figures stay in view. Narrower screens, phones and paper keep the
 * one-column page.
 */
export const WORKSPACE_QUERY = 'screen and (min-width: 1600px)'

/** Where a live card goes in the workspace: the annual table. */
export type WorkspaceSlot = 'annual'

type Slots = Partial<Record<WorkspaceSlot, HTMLElement | null>>

const WorkspaceSlots = createContext<Slots>({})

/** The workspace's custom property holding its top on the page (px), for its height. */
const TOP_PROPERTY = '--workspace-top'

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

/**
 * Keeps `workspace`'s top on the page in its --workspace-top, so its height (multi-tenant.css)
 * ends above the key-figures bar in the window as the page opens, scrolled to its top: the
 * title and the section links above it are then all that is not workspace.
 */
function useWorkspaceTop(workspace: HTMLElement | null) {
  useEffect(() => {
    if (!workspace) return
    const measure = () => {
      const top = `${Math.round(workspace.getBoundingClientRect().top + window.scrollY)}px`
      if (workspace.style.getPropertyValue(TOP_PROPERTY) !== top)
        workspace.style.setProperty(TOP_PROPERTY, top)
    }
    measure()
    // What is above it changes size with the window's width (the title may wrap).
    const sizes = new ResizeObserver(measure)
    sizes.observe(document.body)
    return () => sizes.disconnect()
  }, [workspace])
}

/** Renders `children` in the workspace's `name` slot when the page is a workspace, else in place. */
export function InSlot({ name, children }: { name: WorkspaceSlot; children: ReactNode }) {
  const slot = useContext(WorkspaceSlots)[name]
  return slot ? createPortal(children, slot) : children
}

/** Whether a card is shown in the workspace (it may then be laid out more compactly). */
export const useInWorkspace = (name: WorkspaceSlot) => Boolean(useContext(WorkspaceSlots)[name])

/** The inputs, in the order of the one-column page. */
export interface WorkspaceInputs {
  /** The scenario's actions, notices and name: above the inputs, or beside the rent roll. */
  header: ReactNode
  rentRoll: ReactNode
  /** The assumption cards. */
  assumptions: ReactNode
}

interface WorkspaceProps {
  inputs: WorkspaceInputs
  /** What follows the inputs (key figures, results): its annual table goes in the slot. */
  children: ReactNode
}

/** The inputs as a workspace with the live annual table, or as the one-column page. */
export function Workspace({ inputs, children }: WorkspaceProps) {
  const wide = useWideScreen()
  const [workspace, setWorkspace] = useState<HTMLElement | null>(null)
  const [annual, setAnnual] = useState<HTMLElement | null>(null)
  const slots = useMemo<Slots>(() => (wide ? { annual } : {}), [wide, annual])
  useWorkspaceTop(wide ? workspace : null)
  return (
    <WorkspaceSlots.Provider value={slots}>
      {wide ? (
        <div className="workspace" ref={setWorkspace}>
          <div className="workspace__pane workspace__rent-roll scenario-inputs no-print">
            {inputs.rentRoll}
          </div>
          <div className="workspace__pane workspace__side scenario-inputs no-print">
            {inputs.header}
            {inputs.assumptions}
          </div>
          <div className="workspace__annual" ref={setAnnual} />
        </div>
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
