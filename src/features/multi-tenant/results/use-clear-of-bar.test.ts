import { describe, expect, it } from 'vitest'
import { overlapToClear } from './use-clear-of-bar'

/** A bar over the bottom 120 px of an 844 px window. */
const BAR = { top: 724, bottom: 844 }

describe('overlapToClear', () => {
  it('leaves a field above the bar where it is', () => {
    expect(overlapToClear({ top: 600, bottom: 640 }, BAR)).toBe(0)
    expect(overlapToClear({ top: 680, bottom: 724 }, BAR)).toBe(0)
  })

  it('scrolls a field under the bar up until 8 px above it', () => {
    expect(overlapToClear({ top: 700, bottom: 744 }, BAR)).toBe(28)
    expect(overlapToClear({ top: 790, bottom: 834 }, BAR)).toBe(118)
  })

  it('keeps the top of a field taller than the room in the window', () => {
    expect(overlapToClear({ top: 100, bottom: 900 }, BAR)).toBe(92)
  })
})
