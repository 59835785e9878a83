import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react'

/** Where the main content starts (the layout's <main>). */
const MAIN_CONTENT_ID = 'main-content'

export interface ScreenFrameProps {
  /** Identifies the screen; a new value is a new screen. */
  screen: string
  /** 0 on first load: the page keeps its natural focus then. */
  transitions: number
  children: ReactNode
}

/**
 * Holds one screen of a page flow. When the screen changes (and its code has loaded), the page
 * scrolls back to the top of the main content and focus moves to the new screen's heading, so
 * keyboard and screen-reader users land on what just appeared.
 */
export function ScreenFrame({ screen, transitions, children }: ScreenFrameProps) {
  const container = useRef<HTMLDivElement>(null)
  return (
    <div ref={container} key={screen} className="screen-frame">
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading…
          </p>
        }
      >
        {children}
        <FocusHeading container={container} enabled={transitions > 0} />
      </Suspense>
    </div>
  )
}

function FocusHeading(props: { container: RefObject<HTMLDivElement | null>; enabled: boolean }) {
  const { container, enabled } = props
  useEffect(() => {
    if (!enabled) return
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (main && main.getBoundingClientRect().top < 0) main.scrollIntoView({ block: 'start' })
    const heading = container.current?.querySelector<HTMLElement>('h1, h2')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  }, [container, enabled])
  return null
}
