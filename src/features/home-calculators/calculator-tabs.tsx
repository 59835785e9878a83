import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export type CalculatorTab = 'mortgage' | 'max-loan' | 'multi-tenant'

const TABS: { id: CalculatorTab; label: string }[] = [
  { id: 'mortgage', label: 'Mortgage & DSCR' },
  { id: 'max-loan', label: 'Max Loan Sizing' },
  { id: 'multi-tenant', label: 'Multi-Tenant' },
]

export const tabId = (tab: CalculatorTab) => `calculator-tab-${tab}`
export const panelId = (tab: CalculatorTab) => `calculator-panel-${tab}`

export interface CalculatorTabsProps {
  selected: CalculatorTab
  /** Choosing a tab; Multi-Tenant leaves the page, so it is chosen with Enter, Space or a click. */
  onSelect: (tab: CalculatorTab) => void
  /** The pointer or focus reached a tab: a chance to load what it shows. */
  onIntent?: (tab: CalculatorTab) => void
  children: ReactNode
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home / End) move between tabs and
 * show their panel at once. Arrowing onto Multi-Tenant only focuses it: it navigates away.
 */
export function CalculatorTabs({ selected, onSelect, onIntent, children }: CalculatorTabsProps) {
  const tabRefs = useRef<Partial<Record<CalculatorTab, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = TABS.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const tab = TABS[target]!.id
    tabRefs.current[tab]?.focus()
    if (tab !== 'multi-tenant') onSelect(tab)
  }

  return (
    <div className="calculator-tabs">
      <div className="calculator-tabs__list" role="tablist" aria-label="Calculators">
        {TABS.map((tab, index) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="calculator-tabs__tab"
              aria-selected={isSelected}
              aria-controls={tab.id === 'multi-tenant' ? undefined : panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onPointerEnter={() => onIntent?.(tab.id)}
              onFocus={() => onIntent?.(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        className="calculator-tabs__panel card"
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
      >
        {children}
      </div>
    </div>
  )
}
