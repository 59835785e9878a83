import { describe, expect, it } from 'vitest'
import { historyKey } from './grid-keys'

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
