import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_BYTES, readImportFile, textSheet } from './read-import-file'

const file = (name: string, bytes: Uint8Array<ArrayBuffer> | string) => new File([bytes], name)

describe('reading a rent roll file', () => {
  it('reads text in UTF-8 (without its byte order mark) or Windows-1252, by its separator', async () => {
    const utf8 = await readImportFile(file('a.csv', '\uFEFFTenant,SF\r\nCafé,100\r\n'))
    expect(utf8).toMatchObject({ ok: true, sheets: [{ name: null, fromText: true }] })
    if (utf8.ok)
      expect(utf8.sheets[0]!.rows.map(({ cells }) => cells)).toEqual([
        ['Tenant', 'SF'],
        ['Café', '100'],
      ])
    const ansi = await readImportFile(
      file('a.txt', new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x09, 0x31])),
    )
    if (ansi.ok) expect(ansi.sheets[0]!.rows[0]!.cells).toEqual(['Café', '1'])
  })

  it('reads a .tsv as tab-separated whatever its commas', () => {
    expect(textSheet('a,b\tc', '.tsv').rows[0]!.cells).toEqual(['a,b', 'c'])
  })

  it.each([
    [
      'rent-roll.pdf',
      'x',
      'rent-roll.pdf is not a rent roll file Import Rent Roll reads: choose an .xlsx, .csv, .tsv or .txt file.',
    ],
    ['old.xls', 'x', 'old.xls is not a rent roll file'],
    [
      'locked.xlsx',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'This workbook is password-protected',
    ],
    ['damaged.xlsx', 'not a zip', 'could not be read as an .xlsx workbook: it may be damaged'],
  ])('refuses %s, saying why', async (name, bytes, message) => {
    const read = await readImportFile(file(name, bytes))
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.message).toContain(message)
  })

  it('refuses a file of 5 MB or more, with its size', async () => {
    const big = await readImportFile(file('huge.csv', new Uint8Array(MAX_IMPORT_BYTES)))
    expect(big).toEqual({
      ok: false,
      message:
        'huge.csv is 5.0 MB; Import Rent Roll reads files under 5.0 MB. Save only the rent roll (one sheet, or as .csv) and import that.',
    })
    expect((await readImportFile(file('ok.csv', new Uint8Array(MAX_IMPORT_BYTES - 1)))).ok).toBe(
      true,
    )
  })
})
