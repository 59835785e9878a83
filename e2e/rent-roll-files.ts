import ExcelJS from 'exceljs'

/**
 * Rent roll files as analysts receive them, built at run time (no binary fixtures): an .xlsx
 * export with a title block, real date cells, subtotals, vacant suites and a totals row; a CSV
 * with CRLF, quoted commas and two-digit years; and bad files.
 */

export interface RentRollFile {
  name: string
  mimeType: string
  buffer: Buffer
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date))

/** A workbook of one sheet per entry, each with its rows from row 1. */
async function workbook(name: string, sheets: Record<string, unknown[][]>): Promise<RentRollFile> {
  const book = new ExcelJS.Workbook()
  for (const [title, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(title)
    rows.forEach((row, index) => {
      sheet.getRow(index + 1).values = row as ExcelJS.CellValue[]
    })
  }
  return { name, mimeType: XLSX, buffer: Buffer.from(await book.xlsx.writeBuffer()) }
}

/**
 * The Main Street Plaza export: a cover sheet, then the rent roll with a title block (header on
 * row 5), date cells, a percent-formatted escalation, a formula total, a subtotal, two vacant
 * suites and a grand totals row that is 1,200 SF above what is read (line 11, Storage, has no rent).
 */
export async function plazaWorkbook(): Promise<RentRollFile> {
  const file = await workbook('main-street-plaza.xlsx', {
    Cover: [['Main Street Plaza'], ['Prepared for the lender']],
    'Rent Roll': [
      ['Main Street Plaza - Rent Roll'],
      ['As of', day(2025, 12, 31)],
      [],
      [],
      ['Suite', 'Tenant', 'SF', 'Annual Rent', 'Lease Start', 'Lease Exp', 'Type', 'Esc'],
      ['100', 'Anchor Grocer', 20000, 360000, day(2020, 1, 1), day(2030, 12, 31), 'NNN', 0.03],
      ['110', 'Dental Office', 3500, 98000, day(2026, 3, 1), day(2029, 2, 28), 'Mod. Gross', 0.025],
      ['120', 'Vacant', 2000, null, null, null, null, null],
      ['130', null, 1500, null, null, null, null, null],
      ['140', 'Coffee, Tea & Co', 1200, 42000, day(2023, 6, 1), 'MTM', 'Full Service', null],
      ['150', 'Storage', 1200, null, null, null, null, null],
      [null, 'Total Occupied', 24700, 500000, null, null, null, null],
      [null, 'Total', 29400, { formula: 'D6+D7+D10', result: 500000 }, null, null, null, null],
    ],
  })
  return file
}

export const PLAZA = {
  names: [
    'Anchor Grocer (100)',
    'Dental Office (110)',
    'Vacant (120)',
    'Vacant (130)',
    'Coffee, Tea & Co (140)',
  ],
  /** The tenants' 24,700 SF and the vacant suites' 3,500. */
  squareFeet: 28200,
}

/**
 * A property manager's rent roll as Yardi exports it (PRODUCT.md 11.7): a title block with the
 * as-of date, Unit / Tenant / Area / Lease From / Lease To, the rent monthly and per area, dollar
 * and percent bumps, lease types within descriptions, a Base Year column, a Status column, a
 * vacant suite, a month-to-month tenant and the totals row. The same rows as .xlsx (real date
 * and number cells, "As Of Date:" beside a date cell) and as .csv ("As of: 10/31/2026").
 */
const OAKRIDGE_HEADER = [
  ...['Unit', 'Tenant', 'Area', 'Lease From', 'Lease To', 'Monthly Rent', 'Annual Rent/Area'],
  ...['Rent Bumps', 'Lease Type', 'Base Year', 'Status'],
]
const OAKRIDGE_ROWS: unknown[][] = [
  [
    '100',
    'Anchor Grocer',
    20000,
    day(2024, 3, 1),
    day(2029, 2, 28),
    30000,
    18,
    '3%',
    'Retail NNN',
    null,
    'Occupied',
  ],
  [
    '110',
    'Dental Office',
    3500,
    day(2025, 6, 1),
    day(2030, 5, 31),
    8166.67,
    28,
    '$0.75/SF',
    'Office - Full Service Gross',
    2025,
    'Occupied',
  ],
  ['120', 'VACANT', 2500, null, null, 0, 0, null, null, null, 'Vacant'],
  [
    '130',
    'Coffee Co',
    1200,
    day(2023, 1, 1),
    'MTM',
    3000,
    30,
    null,
    'Modified Gross',
    null,
    'Occupied',
  ],
  [null, 'Total', 27200, null, null, 41166.67, null, null, null, null, null],
]

export async function oakridgeWorkbook(): Promise<RentRollFile> {
  return workbook('oakridge-rent-roll.xlsx', {
    'Rent Roll': [
      ['Oakridge Commons'],
      ['Rent Roll'],
      ['As Of Date:', day(2026, 10, 31)],
      [],
      OAKRIDGE_HEADER,
      ...OAKRIDGE_ROWS,
    ],
  })
}

/** Columns a CSV export writes with separators: Area ("20,000") and Monthly Rent ("30,000.00"). */
const CSV_FIGURES: Record<number, number> = { 2: 0, 5: 2 }

function csvCell(cell: unknown, column: number): string {
  const decimals = CSV_FIGURES[column]
  const text =
    cell instanceof Date
      ? `${cell.getUTCMonth() + 1}/${cell.getUTCDate()}/${cell.getUTCFullYear()}`
      : typeof cell === 'number' && decimals !== undefined
        ? cell.toLocaleString('en-US', { minimumFractionDigits: decimals })
        : String(cell ?? '')
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function oakridgeCsv(): RentRollFile {
  const lines = [
    ['Oakridge Commons'],
    ['Rent Roll'],
    ['As of: 10/31/2026'],
    [],
    OAKRIDGE_HEADER,
    ...OAKRIDGE_ROWS,
  ].map((row) => row.map(csvCell).join(','))
  return {
    name: 'oakridge-rent-roll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n') + '\r\n'),
  }
}

/** What the Oakridge export imports as, read from 2026-11 (rents in place). */
export const OAKRIDGE = {
  analysisStart: '2026-11',
  names: ['Anchor Grocer (100)', 'Dental Office (110)', 'Vacant (120)', 'Coffee Co (130)'],
  squareFeet: 27200,
}

/** A CSV with CRLF line ends, commas inside quoted cells and two-digit years. */
export function crlfCsv(): RentRollFile {
  const lines = [
    'Tenant,Sq Ft,Monthly Rent,Commencement,Expiration,Lease Type',
    '"Smith, Jones & Partners LLP","2,400","$4,000.00",1/1/24,12/31/30,Gross',
    '"Bakery ""Le Pain""",900,"$2,250.00",3/1/25,2/28/35,NNN',
  ]
  return {
    name: 'rent-roll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n') + '\r\n'),
  }
}

/** A text file of `count` tenant rows under a header (beyond what a rent roll holds). */
export function manyRows(count: number): RentRollFile {
  const rows = Array.from({ length: count }, (_, index) => `Shop ${index + 1}\t1,000\t$20.00\tNNN`)
  const text = ['Tenant\tSF\tRent/SF\tType', ...rows].join('\n')
  return { name: 'big-center.txt', mimeType: 'text/plain', buffer: Buffer.from(text) }
}

/** A spreadsheet that is not a rent roll. */
export function notARentRoll(): Promise<RentRollFile> {
  return workbook('budget.xlsx', {
    Budget: [
      ['Item', 'Amount'],
      ['Roof', 120000],
      ['Parking lot', 45000],
    ],
  })
}

/** Bytes that say "zip" but are not a workbook: a damaged download. */
export function corruptWorkbook(): RentRollFile {
  const bytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 7)])
  return { name: 'damaged.xlsx', mimeType: XLSX, buffer: bytes }
}

/**
 * A password-protected workbook as Excel saves one: an OLE compound file (its signature, then a
 * body that only Excel with the password could read).
 */
export function passwordProtectedWorkbook(): RentRollFile {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  const bytes = Buffer.concat([Buffer.from(signature), Buffer.alloc(4096, 1)])
  return { name: 'locked.xlsx', mimeType: XLSX, buffer: bytes }
}

/** A CSV of 5 MB. */
export function fiveMegabytes(): RentRollFile {
  const header = 'Tenant,SF,Rent/SF\n'
  const row = 'Shop,1000,20\n'
  const text = header + row.repeat(Math.ceil((5_000_000 - header.length) / row.length))
  return { name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.from(text) }
}

/** A rent roll whose names look like formulas. */
export function formulaNames(): RentRollFile {
  const text = [
    'Tenant,SF,Rent PSF,Lease Type',
    '"=HYPERLINK(""http://x"",""click"")",1000,20,NNN',
    '+1-555-0100,1000,20,NNN',
    '@SUM(A1),1000,20,NNN',
  ].join('\n')
  return { name: 'formulas.csv', mimeType: 'text/csv', buffer: Buffer.from(text) }
}
