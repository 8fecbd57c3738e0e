/**
 * Whether making `parentId` the parent of `roleId` would close a loop in the role tree.
 * `parentOf` maps every role id of the organisation to its current parent. A new role
 * (`roleId` null) cannot close a loop unless the existing tree already has one, which counts
 * as a cycle too: the walk never ends at a root.
 */
export function wouldCreateCycle(
  roleId: number | null,
  parentId: number | null,
  parentOf: ReadonlyMap<number, number | null>,
): boolean {
  if (parentId === null) return false;
  const seen = new Set<number>();
  for (let current: number | null | undefined = parentId; current != null; current = parentOf.get(current)) {
    if (current === roleId || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/** The ancestors of a role, nearest first (stops at a loop). */
export function ancestorsOf(roleId: number, parentOf: ReadonlyMap<number, number | null>): number[] {
  const out: number[] = [];
  const seen = new Set([roleId]);
  for (
    let current = parentOf.get(roleId);
    current != null && !seen.has(current);
    current = parentOf.get(current)
  ) {
    out.push(current);
    seen.add(current);
  }
  return out;
}
