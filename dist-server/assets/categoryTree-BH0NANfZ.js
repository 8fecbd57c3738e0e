import { a as levelUnder, i as allowedParents } from "./category-Cv50CC1x.js";
// src/features/catalogue/categoryTree.ts
/** Each category's parent, as the domain's rules (`allowedParents`, `levelUnder`) take them. */
var parentsOf = (categories) => new Map(categories.map((c) => [c.id, c.parent]));
var byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.id - b.id;
/**
* The categories as a forest, each level ordered by path. A category whose parent is not among
* them (not readable, or a broken link) is shown as a root rather than lost.
*/
function buildTree(categories) {
	const nodes = new Map(categories.map((c) => [c.id, {
		category: c,
		children: []
	}]));
	const roots = [];
	for (const c of [...categories].sort(byPath)) {
		const node = nodes.get(c.id);
		const parent = c.parent === null ? void 0 : nodes.get(c.parent);
		if (parent && !isUnder(parent.category, c.id, nodes)) parent.children.push(node);
		else roots.push(node);
	}
	return roots;
}
function isUnder(from, id, nodes) {
	let at = from;
	for (let steps = 0; at && steps <= nodes.size; steps++) {
		if (at.id === id) return true;
		at = at.parent === null ? void 0 : nodes.get(at.parent)?.category;
	}
	return false;
}
/** Every category in tree order (each parent before its children), with its depth for indenting. */
function inTreeOrder(categories) {
	const parents = parentsOf(categories);
	const out = [];
	const walk = (nodes) => {
		for (const node of nodes) {
			out.push({
				category: node.category,
				level: levelUnder(node.category.parent, parents)
			});
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
function parentOptions(categories, editingId) {
	const allowed = new Set(allowedParents(editingId, parentsOf(categories)));
	return inTreeOrder(categories).filter(({ category }) => allowed.has(category.id));
}
export { parentsOf as i, inTreeOrder as n, parentOptions as r, buildTree as t };

//# sourceMappingURL=categoryTree-BH0NANfZ.js.map