import { describe, expect, it } from 'vitest'
import { LEASE_TYPES, type TenantFieldKind } from '../../../finance/field-table'
import { keyPress } from './testing/fake-grid-port'
import { KEYMAP, keyAction, keyPressOf, leaseTypeOfLetter, type KeyState } from './keymap'

const action = (key: string, state: KeyState, kind: TenantFieldKind | null = 'number') =>
  keyAction(keyPress(key), state, kind).kind

describe('the rent roll keymap', () => {
  it.each([
    // key, state, column kind, what it does
    ['Enter', 'editing', 'number', 'commitWithFigures'],
    ['Shift+Enter', 'editing', 'number', 'commitWithFigures'],
    ['Control+Enter', 'editing', 'number', 'grid'],
    ['Tab', 'editing', 'number', 'grid'],
    ['Shift+Tab', 'cell', 'text', 'grid'],
    ['Delete', 'cell', 'number', 'clear'],
    ['Delete', 'editing', 'number', 'grid'],
    ['Control+d', 'cell', 'date', 'fillDown'],
    ['Control+Shift+d', 'cell', 'date', 'grid'],
    ['Control+c', 'cell', 'number', 'copy'],
    ['Control+z', 'cell', 'number', 'undo'],
    ['Control+z', 'editing', 'number', 'grid'],
    ['Control+z', 'empty', null, 'undo'],
    ['Control+y', 'actions', null, 'redo'],
    ['Control+Shift+z', 'cell', 'text', 'redo'],
    ['Shift+Space', 'cell', 'text', 'togglePick'],
    ['Escape', 'cell', 'text', 'clearPicks'],
    ['Escape', 'editing', 'text', 'grid'],
    ['a', 'cell', 'text', 'grid'],
    ['x', 'cell', 'leaseType', 'swallow'],
    ['Space', 'cell', 'leaseType', 'grid'],
    ['Enter', 'actions', null, 'removeRow'],
    ['Space', 'actions', null, 'removeRow'],
    ['Delete', 'actions', null, 'grid'],
    ['a', 'holdingKeys', 'text', 'queue'],
    ['Tab', 'holdingKeys', 'text', 'queue'],
    ['Backspace', 'holdingKeys', 'text', 'queue'],
    ['ArrowDown', 'holdingKeys', 'text', 'none'],
    ['Control+v', 'holdingKeys', 'text', 'none'],
    ['a', 'holdingEnter', 'number', 'queue'],
    ['Enter', 'holdingEnter', 'number', 'queue'],
    ['Shift', 'holdingEnter', 'number', 'releaseEnter'],
    ['Control', 'holdingEnter', 'number', 'releaseEnter'],
    ['ArrowDown', 'holdingEnter', 'number', 'releaseEnterThen'],
    ['Delete', 'holdingEnter', 'number', 'releaseEnterThen'],
    ['Delete', 'empty', null, 'none'],
  ] as const)('%s in %s (%s): %s', (key, state, kind, expected) => {
    expect(action(key, state, kind)).toBe(expected)
  })

  it('picks each lease type by its first letter on Lease Type, in either case', () => {
    for (const type of LEASE_TYPES) {
      const letter = type[0]!
      for (const key of [letter.toLowerCase(), letter.toUpperCase()])
        expect(keyAction(keyPress(key), 'cell', 'leaseType')).toEqual({
          kind: 'pickLeaseType',
          value: type,
        })
    }
    expect(leaseTypeOfLetter('q')).toBeNull()
  })

  it('leaves an Enter that ends an input method composition to the editor', () => {
    expect(keyAction({ ...keyPress('Enter'), composing: true }, 'editing', 'text').kind).toBe(
      'grid',
    )
  })

  it('reads Cmd as Ctrl and keeps Shift, Alt and the composition of a browser key event', () => {
    const event = {
      key: 'z',
      shiftKey: true,
      ctrlKey: false,
      metaKey: true,
      altKey: false,
      isComposing: false,
    }
    expect(keyPressOf(event)).toEqual({
      key: 'z',
      shift: true,
      ctrl: true,
      alt: false,
      composing: false,
    })
  })

  it('gives every state a last row, so no key falls through the table', () => {
    const states: KeyState[] = ['holdingKeys', 'holdingEnter', 'editing', 'cell', 'actions']
    for (const state of states)
      expect(
        KEYMAP.some((row) => row.states.includes(state) && row.matches(keyPress('F7'), null)),
      ).toBe(true)
  })
})
