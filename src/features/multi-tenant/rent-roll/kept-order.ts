/**
 * A sorted rent roll keeps each row where it is until it is sorted again, as a spreadsheet does:
 * an edit that changes a sorted value does not move its row away from the cell being edited.
 *
 * `sorted`: the row ids in the order the sort gives them now; `kept`: the order shown before
 * under the same sort (null: the rows were just sorted). The rows shown before keep their order,
 * in the places such rows take in `sorted`; rows new to it (added, or shown again as a filter is
 * cleared) take their sorted places among them.
 */
export function keptOrder(sorted: readonly string[], kept: readonly string[] | null): string[] {
  if (!kept) return [...sorted]
  const rank = new Map(kept.map((id, index) => [id, index]))
  const known = sorted.filter((id) => rank.has(id)).sort((a, b) => rank.get(a)! - rank.get(b)!)
  let next = 0
  return sorted.map((id) => (rank.has(id) ? known[next++]! : id))
}
