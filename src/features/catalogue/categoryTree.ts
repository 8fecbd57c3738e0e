import { allowedParents, levelUnder } from '../../../domain/catalogue/category';

// The catalogue's categories as a tree: the category screens (tree view, parent choice) and the
// product forms (categories indented under their parents) read it.

/** The part of a category the tree and the parent choice read. */
export type CategoryNodeData = { id: number; parent: number | null; name: string; path: string };
export type CategoryNode<T extends CategoryNodeData> = { category: T; children: CategoryNode<T>[] };

/** Each category's parent, as the domain's rules (`allowedParents`, `levelUnder`) take them. */
export const parentsOf = (categories: readonly CategoryNodeData[]) =>
  new Map(categories.map((c) => [c.id, c.parent] as const));

const byPath = (a: CategoryNodeData, b: CategoryNodeData) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : a.id - b.id;

/**
 * The categories as a forest, each level ordered by path. A category whose parent is not among
 * them (not readable, or a broken link) is shown as a root rather than lost.
 */
export function buildTree<T extends CategoryNodeData>(categories: readonly T[]): CategoryNode<T>[] {
  const nodes = new Map(categories.map((c) => [c.id, { category: c, children: [] as CategoryNode<T>[] }]));
  const roots: CategoryNode<T>[] = [];
  for (const c of [...categories].sort(byPath)) {
    const node = nodes.get(c.id)!;
    const parent = c.parent === null ? undefined : nodes.get(c.parent);
    // A parent that is the node itself or one of its descendants would make a loop: a root instead.
    if (parent && !isUnder(parent.category, c.id, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function isUnder<T extends CategoryNodeData>(
  from: T,
  id: number,
  nodes: Map<number, CategoryNode<T>>,
): boolean {
  let at: T | undefined = from;
  for (let steps = 0; at && steps <= nodes.size; steps++) {
    if (at.id === id) return true;
    at = at.parent === null ? undefined : nodes.get(at.parent)?.category;
  }
  return false;
}

/** Every category in tree order (each parent before its children), with its depth for indenting. */
export function inTreeOrder<T extends CategoryNodeData>(categories: readonly T[]) {
  const parents = parentsOf(categories);
  const out: { category: T; level: number }[] = [];
  const walk = (nodes: CategoryNode<T>[]) => {
    for (const node of nodes) {
      out.push({ category: node.category, level: levelUnder(node.category.parent, parents) });
      walk(node.children);
    }
  };
  walk(buildTree(categories));
  return out;
}

/**
 * The parents a category may take (every other category but its descendants: `allowedParents`),
 * in tree order, each with its depth for indenting.
 */
export function parentOptions<T extends CategoryNodeData>(
  categories: readonly T[],
  editingId: number | null,
) {
  const allowed = new Set(allowedParents(editingId, parentsOf(categories)));
  return inTreeOrder(categories).filter(({ category }) => allowed.has(category.id));
}
