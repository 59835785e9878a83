import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_ENTER_WAIT_MS } from './editing-times'
import { keyPress, setUpEditor as setUp, tenant } from './testing/fake-grid-port'

/** Lets every promise the editor chains (rows shown, focus landed) run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Enter on an edited cell', () => {
  const worked = () => setUp([tenant('Grocer', 20000), tenant('Dental', 3500)])

  it('waits for the figures of the edit, then commits the cell and moves down', async () => {
    const { grid, analysis, rows, store } = worked()
    grid.focus = grid.cell(0, 'baseRent')
    grid.type('25')
    grid.press('Enter')
    expect(rows()[0]!.baseRent).toBe(20)
    expect(analysis.asked.at(-1)!.tenants[0]!.baseRent).toBe(25)
    const prepared = analysis.asked.at(-1)!
    analysis.answer()
    await settle()
    expect(rows()[0]!.baseRent).toBe(25)
    expect(grid.focus).toEqual(grid.cell(1, 'baseRent'))
    // The scenario committed is the one analysed ahead: the page takes that answer.
    expect(store.getModel().scenario).toBe(prepared)
  })

  it('moves up on Shift+Enter, and stays on the last row as the grid does', async () => {
    const { grid, analysis, rows } = worked()
    grid.focus = grid.cell(1, 'baseRent')
    grid.type('22')
    grid.press('Shift+Enter')
    analysis.answer()
    await settle()
    expect(grid.focus).toEqual(grid.cell(0, 'baseRent'))
    grid.focus = grid.cell(1, 'squareFootage')
    grid.type('3600')
    grid.press('Enter')
    analysis.answer()
    await settle()
    expect(rows().map(({ baseRent, squareFootage }) => [baseRent, squareFootage])).toEqual([
      [20, 20000],
      [22, 3600],
    ])
    expect(grid.focus).toEqual(grid.cell(1, 'squareFootage'))
  })

  it('commits without the figures when they take longer than it waits', async () => {
    const { grid, rows } = worked()
    grid.focus = grid.cell(0, 'baseRent')
    grid.type('21')
    grid.press('Enter')
    await vi.advanceTimersByTimeAsync(MAX_ENTER_WAIT_MS - 1)
    expect(rows()[0]!.baseRent).toBe(20)
    await vi.advanceTimersByTimeAsync(1)
    expect(rows()[0]!.baseRent).toBe(21)
    expect(grid.focus).toEqual(grid.cell(1, 'baseRent'))
  })

  it('keeps keys typed while it waits, in order, for the cells they were meant for', async () => {
    const { grid, analysis, rows } = worked()
    grid.focus = grid.cell(0, 'baseRent')
    grid.type('25')
    grid.press('Enter')
    grid.type('30')
    grid.press('Tab')
    grid.type('4')
    expect(rows().map(({ baseRent }) => baseRent)).toEqual([20, 20])
    analysis.answer()
    await settle()
    expect(rows().map(({ baseRent }) => baseRent)).toEqual([25, 30])
    // The text typed last opens in the editor of its cell, where the typing goes on.
    expect(grid.editor).toEqual({ cell: grid.cell(1, 'annualEscalation'), text: '4' })
  })

  it('lets another key through after it: the key then acts on the cell it moved to', () => {
    const { grid, rows } = worked()
    grid.focus = grid.cell(0, 'leasingCommission')
    grid.type('7')
    grid.press('Enter')
    grid.press('Delete')
    expect(rows().map(({ leasingCommission }) => leasingCommission)).toEqual([7, 6])
    expect(grid.focus).toEqual(grid.cell(1, 'leasingCommission'))
  })

  it('lets a paste right after it land in the cell it moved to', () => {
    const { editor, grid, rows } = worked()
    grid.focus = grid.cell(0, 'baseRent')
    grid.type('24')
    grid.press('Enter')
    // Ctrl+V: the Ctrl key lets the Enter through; the paste then lands where focus went.
    grid.press(keyPress('Control+Control'))
    editor.paste('31', grid.focusedCell())
    expect(rows().map(({ baseRent }) => baseRent)).toEqual([24, 31])
  })

  it('commits before a click elsewhere or the page being hidden takes over', () => {
    for (const release of ['click', 'hide'] as const) {
      const { editor, grid, rows } = worked()
      grid.focus = grid.cell(1, 'baseRent')
      grid.type('19')
      grid.press('Enter')
      if (release === 'click') editor.onPointerDown(false)
      else editor.onPageHidden()
      expect(rows()[1]!.baseRent).toBe(19)
    }
  })

  it('commits the text of a cell still being edited when the page is hidden or closed', () => {
    const { editor, grid, rows } = worked()
    grid.focus = grid.cell(1, 'name')
    grid.type('Last Second')
    editor.onPageHidden()
    expect(rows()[1]!.name).toBe('Last Second')
    expect(grid.editor).toBeNull()
  })

  it('does not wait when the text is not a new valid value', () => {
    const { editor, grid, analysis, rows } = worked()
    grid.focus = grid.cell(0, 'squareFootage')
    grid.type('abc')
    grid.press('Enter')
    expect(analysis.asked).toHaveLength(0)
    expect(rows()[0]!.squareFootage).toBe(20000)
    expect(editor.getView().message?.tone).toBe('error')
    grid.focus = grid.cell(0, 'squareFootage')
    grid.type('20000')
    grid.press('Enter')
    expect(analysis.asked).toHaveLength(0)
  })
})

describe('rent roll commands', () => {
  const three = () => setUp([tenant('A', 1), tenant('B', 2), tenant('C', 3)])

  it('removes a row by key only after a second Enter, and Ctrl+Z brings it back', () => {
    const { editor, grid, names } = three()
    grid.focus = grid.cell(1, 'actions')
    grid.press('Enter')
    expect(names()).toEqual(['A', 'B', 'C'])
    expect(editor.getView().message?.lines).toEqual(['Press Enter again to remove B.'])
    grid.press('Enter')
    expect(names()).toEqual(['A', 'C'])
    grid.render()
    grid.focus = grid.cell(0, 'name')
    grid.press('Control+z')
    expect(names()).toEqual(['A', 'B', 'C'])
  })

  it('fills down from the cell above, or across every picked row from the first picked', () => {
    const { grid, rows } = three()
    grid.focus = grid.cell(1, 'squareFootage')
    grid.press('Control+d')
    expect(rows().map(({ squareFootage }) => squareFootage)).toEqual([1, 1, 3])
    grid.press('Control+z')
    grid.focus = grid.cell(0, 'squareFootage')
    grid.press('Shift+ ')
    grid.focus = grid.cell(2, 'squareFootage')
    grid.press('Shift+ ')
    grid.press('Control+d')
    expect(rows().map(({ squareFootage }) => squareFootage)).toEqual([1, 2, 1])
  })

  it('restores a default with Delete and picks a lease type by its letter', () => {
    const { editor, grid, rows } = three()
    grid.focus = grid.cell(2, 'leasingCommission')
    grid.press('Delete')
    expect(rows()[2]!.leasingCommission).toBe(6)
    expect(editor.getView().message?.lines).toEqual([
      'Leasing Commission (%) of C is back to its default. Ctrl+Z undoes.',
    ])
    grid.focus = grid.cell(2, 'leaseType')
    grid.press('g')
    expect(rows()[2]!.leaseType).toBe('Gross')
    grid.press('x')
    expect(rows()[2]!.leaseType).toBe('Gross')
    expect(grid.editor).toBeNull()
  })

  it('picks rows with Shift+Space, Shift+Arrow, Shift+click and Ctrl+A, and fills them down', async () => {
    const { editor, grid, rows } = setUp(['A', 'B', 'C', 'D'].map((name, i) => tenant(name, i + 1)))
    grid.focus = grid.cell(1, 'squareFootage')
    grid.press('Shift+ArrowDown')
    await settle()
    grid.press('Shift+ArrowDown')
    await settle()
    expect(editor.getView().picked).toEqual(['id-B', 'id-C', 'id-D'])
    expect(grid.focus).toEqual(grid.cell(3, 'squareFootage'))
    grid.press('Shift+ArrowUp')
    await settle()
    expect(editor.getView().picked).toEqual(['id-B', 'id-C'])
    grid.press('Control+d')
    expect(rows().map(({ squareFootage }) => squareFootage)).toEqual([1, 2, 2, 4])
    grid.press('Escape')
    grid.focus = grid.cell(0, 'name')
    grid.press('Shift+ ')
    editor.onShiftClick('id-C')
    expect(editor.getView().picked).toEqual(['id-A', 'id-B', 'id-C'])
    grid.press('Control+a')
    expect(editor.getView().picked).toEqual(['id-A', 'id-B', 'id-C', 'id-D'])
    expect(editor.copyText(null)?.split('\r\n')).toHaveLength(4)
  })

  it('copies the picked rows, or else the focused cell', () => {
    const { editor, grid } = three()
    const at = grid.cell(1, 'squareFootage')
    expect(editor.copyText(at)).toBe('2')
    grid.focus = at
    grid.press('Shift+ ')
    expect(editor.copyText(at)?.split('\t').slice(0, 2)).toEqual(['B', '2'])
    grid.press('Escape')
    expect(editor.copyText(at)).toBe('2')
  })

  it('pastes from the focused row on, and one Ctrl+Z undoes the whole paste', () => {
    const { editor, grid, names } = three()
    editor.paste('X\t10\r\nY\t20\r\nZ\t30\r\n', grid.cell(2, 'name'))
    expect(names()).toEqual(['A', 'B', 'X', 'Y', 'Z'])
    expect(editor.getView().message?.lines[0]).toBe('Pasted 3 rows: 1 updated, 2 added.')
    grid.render()
    grid.focus = grid.cell(0, 'name')
    grid.press('Control+z')
    expect(names()).toEqual(['A', 'B', 'C'])
  })

  it('reads an edit once and says what it could not read, keeping the value', () => {
    const { editor, rows } = three()
    editor.editCell('id-A', 'leaseExpiration', '2031-02-30')
    expect(rows()[0]!.leaseExpiration).not.toBe('2031-02-30')
    expect(editor.getView().message?.lines[0]).toMatch(/That date does not exist on the calendar\./)
    editor.editCell('id-A', 'leaseExpiration', '6/30/2031')
    expect(rows()[0]!.leaseExpiration).toBe('2031-06-30')
    expect(editor.getView().message).toBeNull()
  })
})
