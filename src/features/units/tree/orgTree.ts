import { OPTIONAL_PARENT, UNIT_KINDS, UNIT_PARENT, type UnitKind } from '../../../../domain/units/kinds';

// The organisation's hierarchy as the tree screens draw it (business spec §3): groups → companies
// → establishments → services → teams, workplaces under their establishment, and the units whose
// optional parent is empty (a standalone company, a team or workplace not placed yet) in a
// section of their own. Pure: the screens, the drag and drop and the tests read the same rules.

/** One unit as the tree reads it: its kind, its parent's id (of its kind's parent kind) and its organisation. */
export type TreeUnit = {
  kind: UnitKind;
  id: number;
  code: string;
  name: string;
  /** The parent's id, of the kind `UNIT_PARENT[kind]`; null when it has none. */
  parent: number | null;
  organization: number;
};

/** A unit's key in the tree: kinds have ids of their own, so the kind is part of it. */
export type UnitKey = `${UnitKind}:${number}`;
export const unitKey = (kind: UnitKind, id: number): UnitKey => `${kind}:${id}`;

export type OrgNode = {
  unit: TreeUnit;
  key: UnitKey;
  /** The parent's key when the parent is in the tree. */
  parentKey: UnitKey | null;
  children: OrgNode[];
};

export type OrgTree = {
  /** Groups, and placed units whose parent the reader may not see, each with its subtree. */
  placed: OrgNode[];
  /** Units whose optional parent is empty, with their subtrees. */
  unplaced: OrgNode[];
  byKey: ReadonlyMap<UnitKey, OrgNode>;
};

/** The drop target that empties a unit's optional parent (the unplaced section). */
export const UNPLACED = 'unplaced' as const;
export type DropTarget = UnitKey | typeof UNPLACED;

const KIND_ORDER = new Map(UNIT_KINDS.map((kind, i) => [kind, i]));

/**
 * The units as a tree, each level ordered by kind (an establishment's services before its
 * workplaces), then name (`compare`: the reader's collation), then id.
 */
export function buildOrgTree(
  units: readonly TreeUnit[],
  compare: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): OrgTree {
  const byKey = new Map<UnitKey, OrgNode>();
  for (const unit of units) {
    const key = unitKey(unit.kind, unit.id);
    byKey.set(key, { unit, key, parentKey: null, children: [] });
  }
  const placed: OrgNode[] = [];
  const unplaced: OrgNode[] = [];
  for (const node of byKey.values()) {
    const parentKind = UNIT_PARENT[node.unit.kind];
    if (parentKind === null) {
      placed.push(node);
      continue;
    }
    if (node.unit.parent === null) {
      unplaced.push(node);
      continue;
    }
    const parent = byKey.get(unitKey(parentKind, node.unit.parent));
    if (parent) {
      node.parentKey = parent.key;
      parent.children.push(node);
    } else {
      // Placed under a unit the reader may not read (a team manager sees teams, not services).
      placed.push(node);
    }
  }
  const order = (a: OrgNode, b: OrgNode) =>
    KIND_ORDER.get(a.unit.kind)! - KIND_ORDER.get(b.unit.kind)! ||
    compare(a.unit.name, b.unit.name) ||
    a.unit.id - b.unit.id;
  const sort = (nodes: OrgNode[]) => {
    nodes.sort(order);
    for (const node of nodes) sort(node.children);
  };
  sort(placed);
  sort(unplaced);
  return { placed, unplaced, byKey };
}

/** How many units of each kind there are. */
export function countByKind(units: Iterable<{ kind: UnitKind }>): Record<UnitKind, number> {
  const counts = Object.fromEntries(UNIT_KINDS.map((kind) => [kind, 0])) as Record<UnitKind, number>;
  for (const unit of units) counts[unit.kind] += 1;
  return counts;
}

/** A node's ancestors in the tree, nearest first. */
export function ancestorsOf(tree: OrgTree, key: UnitKey): UnitKey[] {
  const out: UnitKey[] = [];
  let at = tree.byKey.get(key)?.parentKey ?? null;
  while (at !== null && !out.includes(at)) {
    out.push(at);
    at = tree.byKey.get(at)?.parentKey ?? null;
  }
  return out;
}

/** Every node with children, for "expand all". */
export const branchKeys = (tree: OrgTree): UnitKey[] =>
  [...tree.byKey.values()].filter((node) => node.children.length > 0).map((node) => node.key);

/** Text as a search compares it: case, accents and width folded ("Établissement" finds "etab"). */
export const foldText = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

export type TreeFilter = {
  /** The nodes shown: null shows all. */
  visible: ReadonlySet<UnitKey> | null;
  /** The nodes the search found. */
  matches: ReadonlySet<UnitKey>;
  /** The nodes kept open so that every match shows: their ancestors. */
  opened: ReadonlySet<UnitKey>;
};

/**
 * What a search shows: the units whose name or code holds the text, their ancestors (opened, so
 * the matches show where they sit) and their descendants (under them, left as they were).
 * `hidden`: kinds the screen leaves out (the teams screen has no workplaces).
 */
export function filterTree(
  tree: OrgTree,
  query: string,
  hidden: ReadonlySet<UnitKind> = new Set(),
): TreeFilter {
  const text = foldText(query);
  const shown = (node: OrgNode) => !hidden.has(node.unit.kind);
  if (!text) {
    const visible = hidden.size
      ? new Set([...tree.byKey.values()].filter(shown).map((node) => node.key))
      : null;
    return { visible, matches: new Set(), opened: new Set() };
  }
  const matches = new Set<UnitKey>();
  const opened = new Set<UnitKey>();
  const visible = new Set<UnitKey>();
  const showSubtree = (node: OrgNode) => {
    if (!shown(node)) return;
    visible.add(node.key);
    node.children.forEach(showSubtree);
  };
  for (const node of tree.byKey.values()) {
    if (!shown(node)) continue;
    if (!foldText(node.unit.name).includes(text) && !foldText(node.unit.code).includes(text)) continue;
    matches.add(node.key);
    showSubtree(node);
    for (const ancestor of ancestorsOf(tree, node.key)) {
      visible.add(ancestor);
      opened.add(ancestor);
    }
  }
  return { visible, matches, opened };
}

/** Whether a unit of this kind can move at all: every kind but the group has a parent. */
export const isMovable = (kind: UnitKind) => UNIT_PARENT[kind] !== null;

/**
 * Where a unit may be dropped: onto a unit of its parent kind in its own organisation (a service
 * onto an establishment), other than its current parent, or, when its kind may stand without a
 * parent and it has one, onto the unplaced section. Nothing else is offered.
 */
export function dropTargets(tree: OrgTree, dragged: UnitKey): Set<DropTarget> {
  const node = tree.byKey.get(dragged);
  const targets = new Set<DropTarget>();
  if (!node) return targets;
  const { kind, parent, organization } = node.unit;
  const parentKind = UNIT_PARENT[kind];
  if (parentKind === null) return targets;
  for (const candidate of tree.byKey.values()) {
    if (
      candidate.unit.kind === parentKind &&
      candidate.unit.organization === organization &&
      candidate.unit.id !== parent
    ) {
      targets.add(candidate.key);
    }
  }
  if (OPTIONAL_PARENT.has(kind) && parent !== null) targets.add(UNPLACED);
  return targets;
}

/** The new parent a drop gives (null: none), or undefined when the drop is not allowed. */
export function parentAfterDrop(
  tree: OrgTree,
  dragged: UnitKey,
  target: DropTarget,
): number | null | undefined {
  if (!dropTargets(tree, dragged).has(target)) return undefined;
  return target === UNPLACED ? null : tree.byKey.get(target)!.unit.id;
}

/** Vertical extent of a drop target on screen. */
export type TargetRect = { id: string; top: number; height: number };

/**
 * The drop target a keyboard move goes to: the nearest one below (down) or above (up) the
 * dragged item's centre, in screen order. Undefined at either end.
 */
export function nextTarget(
  targets: readonly TargetRect[],
  fromCenter: number,
  direction: 'up' | 'down',
): TargetRect | undefined {
  const center = (t: TargetRect) => t.top + t.height / 2;
  // Half a pixel of slack: the item sits on a target's centre after a move, and stays "at" it.
  const candidates = targets.filter((t) =>
    direction === 'down' ? center(t) > fromCenter + 0.5 : center(t) < fromCenter - 0.5,
  );
  candidates.sort((a, b) => (direction === 'down' ? center(a) - center(b) : center(b) - center(a)));
  return candidates[0];
}
