import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TENANTS } from '../../../finance/field-table'
import { MAX_ROW_WAIT_MS } from './editing-times'
import { setUpEditor as setUp, tenant } from './testing/fake-grid-port'

/** Lets every promise the editor chains (rows shown, focus landed) run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('keys typed while a row is added', () => {
  it('keeps every key typed before the new row shows and replays it into the row', async () => {
    const { editor, grid, rows, analysis } = setUp()
    editor.add()
    expect(grid.focus).toBe('sink')
    grid.type('Grocer')
    grid.press('Tab')
    grid.type('20,000')
    grid.press('Tab')
    grid.type('18')
    expect(editor.getView().holdingKeys).toBe(true)
    grid.render()
    await settle()
    expect(rows()[0]).toMatchObject({ name: 'Grocer', squareFootage: 20000 })
    // The text of the cell being typed in opens in its editor, and the keys go there from now on.
    expect(grid.editor).toEqual({ cell: grid.cell(0, 'baseRent'), text: '18' })
    expect(editor.getView().holdingKeys).toBe(false)
    grid.type('.5')
    grid.press('Enter')
    analysis.answer()
    await settle()
    expect(rows()[0]!.baseRent).toBe(18.5)
  })

  it('types whole rows at machine speed: Tab past the last cell adds the next row', async () => {
    const { editor, grid, rows } = setUp()
    editor.add()
    for (const name of ['A', 'B', 'C']) {
      grid.type(name)
      for (const value of ['100', '20', '3', '2026-01-01', '2030-12-31', 'Gross', '5', '6']) {
        grid.press('Tab')
        grid.type(value)
      }
      grid.press('Tab')
      // The grid shows each new row a frame or so later, while the typing goes on.
      grid.render()
      await settle()
    }
    grid.render()
    await settle()
    expect(
      rows().map(({ name, squareFootage, leaseType }) => [name, squareFootage, leaseType]),
    ).toEqual([
      ['A', 100, 'Gross'],
      ['B', 100, 'Gross'],
      ['C', 100, 'Gross'],
      ['Tenant 4', 0, 'NNN'],
    ])
    expect(grid.focus).toEqual(grid.cell(3, 'name'))
  })

  it('keeps keys typed while the editor opens on the last cell and puts them in it', async () => {
    const { editor, grid, rows, analysis } = setUp()
    grid.landLater = true
    editor.add()
    grid.type('Gro')
    grid.render()
    await settle()
    // The editor is on its way; keys typed meanwhile queue, then edit its text once it is open.
    grid.type('cer')
    expect(editor.getView().holdingKeys).toBe(true)
    grid.land()
    await settle()
    expect(grid.editor?.text).toBe('Grocer')
    expect(editor.getView().holdingKeys).toBe(false)
    grid.press('Enter')
    analysis.answer()
    await settle()
    expect(rows()[0]!.name).toBe('Grocer')
  })

  it('goes on from the cell focus landed on when a Tab came while it was landing', async () => {
    const { editor, grid, rows } = setUp()
    grid.landLater = true
    editor.add()
    grid.type('Gro')
    grid.render()
    await settle()
    grid.type('cer')
    grid.press('Tab')
    grid.type('900')
    grid.land()
    await settle()
    grid.land()
    await settle()
    expect(rows()[0]).toMatchObject({ name: 'Grocer', squareFootage: 0 })
    expect(grid.editor).toEqual({ cell: grid.cell(0, 'squareFootage'), text: '900' })
  })

  it('keeps text typed without a key press (accents, emoji, an input method) in its place', async () => {
    const { editor, grid, rows } = setUp()
    editor.add()
    grid.type('Caf')
    editor.onText('é')
    grid.type(' Zo')
    editor.onText('ë')
    grid.press('Tab')
    grid.render()
    await settle()
    expect(rows()[0]!.name).toBe('Café Zoë')
  })

  it('lets Add Tenant pressed while keys wait take its turn behind them', async () => {
    const { editor, grid, names } = setUp()
    editor.add()
    grid.type('First')
    editor.add()
    grid.type('Second')
    grid.press('Enter')
    grid.render()
    await settle()
    grid.render()
    await settle()
    expect(names()).toEqual(['First', 'Second'])
  })

  it('applies Backspace and Escape to the held text as the grid would', async () => {
    const { editor, grid, names } = setUp()
    editor.add()
    grid.type('Grocez')
    grid.press('Backspace')
    grid.type('r')
    grid.press('Tab')
    grid.type('oops')
    grid.press('Escape')
    grid.press('Tab')
    grid.render()
    await settle()
    expect(names()).toEqual(['Grocer'])
    expect(grid.focus).toEqual(grid.cell(0, 'baseRent'))
  })

  it('names a cell the held keys could not fill and keeps its value', async () => {
    const { editor, grid, rows } = setUp()
    editor.add()
    grid.type('Grocer')
    grid.press('Tab')
    grid.type('lots')
    grid.press('Tab')
    grid.render()
    await settle()
    expect(rows()[0]!.squareFootage).toBe(0)
    expect(editor.getView().message?.lines.join(' ')).toMatch(
      /Square Feet of Grocer: "lots" was not saved/,
    )
  })

  it('ends the holding on a click with no key waiting, so keys go where it pointed', async () => {
    const { editor, grid } = setUp()
    editor.add()
    editor.onPointerDown(false)
    expect(editor.getView().holdingKeys).toBe(false)
    grid.render()
    await settle()
    expect(grid.focus).toBe('sink')
  })

  it('puts the keys of a row that never shows into the rent roll, and gives focus back', async () => {
    const { editor, grid, rows } = setUp()
    editor.add()
    grid.type('abc')
    grid.press('Tab')
    grid.type('1200')
    await vi.advanceTimersByTimeAsync(MAX_ROW_WAIT_MS - 1)
    expect(editor.getView().holdingKeys).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(editor.getView().holdingKeys).toBe(false)
    expect(rows()[0]).toMatchObject({ name: 'abc', squareFootage: 1200 })
    // Keys typed from now on are not swallowed by the key sink.
    expect(grid.focus).toBe('addButton')
  })

  it('puts the keys of a row that shows but never takes focus into the rent roll', async () => {
    const { editor, grid, rows } = setUp()
    grid.landLater = true
    editor.add()
    grid.render()
    await settle()
    grid.type('abc')
    await vi.advanceTimersByTimeAsync(MAX_ROW_WAIT_MS)
    expect(editor.getView().holdingKeys).toBe(false)
    expect(rows()[0]!.name).toBe('abc')
    // Focus goes to the cell the keys ended on once it can take it.
    grid.land()
    await settle()
    expect(grid.focus).toEqual(grid.cell(0, 'name'))
  })

  it('commits held keys when the page is hidden, before the row shows', () => {
    const { editor, grid, rows } = setUp()
    editor.add()
    grid.type('Grocer')
    grid.press('Tab')
    grid.type('1200')
    editor.onPageHidden()
    expect(rows()[0]).toMatchObject({ name: 'Grocer', squareFootage: 1200 })
    expect(editor.getView().holdingKeys).toBe(false)
  })

  it('adds no row beyond the cap, and keys for it stay in the last row', async () => {
    const full = Array.from({ length: MAX_TENANTS - 1 }, (_, index) => tenant(`T${index}`, 10))
    const { editor, grid, rows } = setUp(full)
    editor.add()
    grid.type('Last')
    grid.press('Enter')
    editor.add()
    grid.render()
    await settle()
    expect(rows()).toHaveLength(MAX_TENANTS)
    expect(rows().at(-1)!.name).toBe('Last')
  })
})
