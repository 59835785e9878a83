/**
 * Whether two plain values hold the same data: numbers, strings, booleans and null compared with
 * `Object.is` (NaN equals NaN), arrays item by item, plain objects key by key; anything else
 * (functions, class instances, React elements) only when it is the same object.
 *
 * A result from the finance worker is a new, structured-cloned object after every edit, even
 * when its figures did not move (a tenant renamed, a rate edit seen by the rent roll's lease
 * rollover): comparing by value tells a card it has nothing to redraw.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) return Array.isArray(b) && sameItems(a, b)
  if (!isPlain(a) || !isPlain(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  const other = b as Record<string, unknown>
  return keys.every(
    (key) =>
      Object.hasOwn(other, key) && sameValue((a as Record<string, unknown>)[key], other[key]),
  )
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
}

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
