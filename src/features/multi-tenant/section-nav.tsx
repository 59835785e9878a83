import { useLayoutEffect, type MouseEvent, type ReactNode } from 'react'
import type { PageSection, PageSectionId } from './page-sections'

/** A part of the page the section navigation links to: its id, and a target that takes focus. */
export function SectionAnchor({ id, children }: { id: PageSectionId; children: ReactNode }) {
  return (
    <div id={id} className="page-section" tabIndex={-1}>
      {children}
    </div>
  )
}

/**
 * Brings a section into view and gives it the focus (so Tab goes on from there). In the
 * workspace a section inside a pane is scrolled to the pane's top, with the workspace itself
 * in view, rather than scrolling the page past the panes beside it.
 */
function reveal(target: HTMLElement) {
  const pane = target.closest<HTMLElement>('.workspace__pane')
  if (pane) {
    pane.closest('.workspace')?.scrollIntoView({ block: 'start' })
    const offset = target.getBoundingClientRect().top - pane.getBoundingClientRect().top
    pane.scrollTo({ top: pane.scrollTop + offset })
  } else target.scrollIntoView({ block: 'start' })
  target.focus({ preventScroll: true })
}

/**
 * The section navigation (issue 23.12): a link per section the page shows, kept in view at the
 * top of the window on desktop screens; hidden on phones and on paper.
 */
export function SectionNav({ sections }: { sections: readonly PageSection[] }) {
  // The page's scroll padding keeps a section it scrolls to clear of the navigation.
  useLayoutEffect(() => {
    const root = document.documentElement
    root.classList.add('with-section-nav')
    return () => root.classList.remove('with-section-nav')
  }, [])
  function go(event: MouseEvent<HTMLAnchorElement>, id: PageSectionId) {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    reveal(target)
  }
  return (
    <nav className="section-nav no-print" aria-label="Sections">
      <ul className="section-nav__list">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a className="section-nav__link" href={`#${id}`} onClick={(event) => go(event, id)}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
