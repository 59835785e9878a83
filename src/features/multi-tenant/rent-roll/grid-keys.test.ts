import { describe, expect, it } from 'vitest'
import { cellKeyAction, historyKey } from './grid-keys'

const key = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
})

describe('historyKey', () => {
  it('undoes with Ctrl+Z and Cmd+Z', () => {
    expect(historyKey(key('z', { ctrlKey: true }))).toBe('undo')
    expect(historyKey(key('z', { metaKey: true }))).toBe('undo')
  })

  it('redoes with Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y', () => {
    expect(historyKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo')
    expect(historyKey(key('z', { metaKey: true, shiftKey: true }))).toBe('redo')
    expect(historyKey(key('y', { ctrlKey: true }))).toBe('redo')
  })

  it('ignores other keys and plain or Alt-modified letters', () => {
    expect(historyKey(key('z'))).toBeNull()
    expect(historyKey(key('z', { ctrlKey: true, altKey: true }))).toBeNull()
    expect(historyKey(key('v', { ctrlKey: true }))).toBeNull()
  })
})

describe('cellKeyAction', () => {
  it('clears with Delete and fills down with Ctrl+D or Cmd+D on any data cell', () => {
    expect(cellKeyAction(key('Delete'), 'baseRent')).toEqual({ kind: 'clear' })
    expect(cellKeyAction(key('d', { ctrlKey: true }), 'name')).toEqual({ kind: 'fillDown' })
    expect(cellKeyAction(key('D', { metaKey: true }), 'leaseStart')).toEqual({ kind: 'fillDown' })
    expect(cellKeyAction(key('d', { ctrlKey: true, shiftKey: true }), 'name')).toBeNull()
  })

  it('picks the lease type a letter starts, in either case, and swallows other letters there', () => {
    expect(cellKeyAction(key('g'), 'leaseType')).toEqual({ kind: 'pick', value: 'Gross' })
    expect(cellKeyAction(key('M'), 'leaseType')).toEqual({ kind: 'pick', value: 'Modified' })
    expect(cellKeyAction(key('n'), 'leaseType')).toEqual({ kind: 'pick', value: 'NNN' })
    expect(cellKeyAction(key('b'), 'leaseType')).toEqual({ kind: 'pick', value: 'Base Year' })
    expect(cellKeyAction(key('x'), 'leaseType')).toEqual({ kind: 'swallow' })
  })

  it('leaves typing, navigation and the Remove cell to the grid', () => {
    expect(cellKeyAction(key('g'), 'name')).toBeNull()
    expect(cellKeyAction(key('Enter'), 'leaseType')).toBeNull()
    expect(cellKeyAction(key(' '), 'leaseType')).toBeNull()
    expect(cellKeyAction(key('Delete'), 'actions')).toBeNull()
    expect(cellKeyAction(key('Delete', { altKey: true }), 'name')).toBeNull()
  })
})
