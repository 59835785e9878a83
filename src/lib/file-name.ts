import { isoDateOf } from '../finance/calendar-date'

/**
 * Longest name part of a file name, in characters: a title, not a description, and at 4 bytes a
 * character still well within the 255 bytes file systems allow for a whole name.
 */
const MAX_NAME_PART = 48

/**
 * A name as a part of a file name that every file system takes: lower case, letters and digits
 * of any script kept, every other run of characters (spaces, dots, / \ : * ? " < > |, control
 * characters, emoji) one hyphen, none at the ends, at most 48 characters.
 *
 * @example fileNamePart('Maple Plaza / Phase 2: "East"') // 'maple-plaza-phase-2-east'
 */
export function fileNamePart(name: string): string {
  const words = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return Array.from(words).slice(0, MAX_NAME_PART).join('').replace(/-+$/, '')
}

/**
 * A download's file name that says what it is, whose it is and when (`date` is the day of the
 * browser's clock): datedFileName('cash-flow', 'Maple Plaza', date, 'xlsx') is
 * "cash-flow-maple-plaza-2026-11-27.xlsx"; without a name, "cash-flow-2026-11-27.xlsx".
 */
export function datedFileName(
  kind: string,
  name: string | null | undefined,
  date: Date,
  extension: string,
): string {
  const part = name ? fileNamePart(name) : ''
  return `${[kind, part, isoDateOf(date)].filter(Boolean).join('-')}.${extension}`
}
