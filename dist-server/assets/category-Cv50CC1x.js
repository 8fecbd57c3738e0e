import { f as strictObject, l as number, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { _ as resourceName, a as endAfterStart, g as resourceCode, l as optionalDate, m as queryId, p as queryBoolean, r as description, s as id } from "./fields-De-4O6oE.js";
import { a as metaTitle, r as metaDescription } from "./metaTexts-DTiODt4I.js";
object({
	id: number().int(),
	id_organization: number().int(),
	name: string(),
	code: string(),
	description: string(),
	logo: string().nullable(),
	parent: number().int().nullable(),
	/** Codes from the root down to this category, joined by "/" (maintained by the server). */
	path: string(),
	/** 0 for a root category. */
	level: number().int(),
	meta_title: string(),
	meta_description: string(),
	start_date: string().nullable(),
	end_date: string().nullable(),
	is_active: boolean(),
	products_count: number().int(),
	children_count: number().int(),
	created_at: string(),
	updated_at: string()
}).meta({ id: "Category" });
var categoryFields = {
	name: resourceName(),
	code: resourceCode(),
	description: description(),
	parent: id().nullable(),
	meta_title: metaTitle(),
	meta_description: metaDescription(),
	start_date: optionalDate(),
	end_date: optionalDate(),
	is_active: boolean()
};
var CategoryCreateSchema = strictObject({
	...categoryFields,
	description: categoryFields.description.default(""),
	parent: categoryFields.parent.default(null),
	meta_title: categoryFields.meta_title.default(""),
	meta_description: categoryFields.meta_description.default(""),
	start_date: categoryFields.start_date.default(null),
	end_date: categoryFields.end_date.default(null),
	is_active: categoryFields.is_active.default(true)
}).superRefine(endAfterStart).meta({ id: "CategoryCreate" });
var CategoryUpdateSchema = strictObject(categoryFields).partial().superRefine(endAfterStart).meta({ id: "CategoryUpdate" });
var CategoryListQuerySchema = ListQuerySchema.extend({
	is_active: queryBoolean.optional(),
	parent: queryId.optional(),
	/** `true`: only root categories. */
	root: queryBoolean.optional()
});
/**
* Whether making `parentId` the parent of `categoryId` would put a category under itself:
* `parents` maps each category of the organisation to its parent.
*/
function isCircularMove(categoryId, parentId, parents) {
	for (let at = parentId, steps = 0; at !== null && steps <= parents.size; steps++) {
		if (at === categoryId) return true;
		at = parents.get(at) ?? null;
	}
	return false;
}
/** The ids a category may take as parent: every other category but its descendants. */
function allowedParents(categoryId, parents) {
	return [...parents.keys()].filter((id) => categoryId === null || !isCircularMove(categoryId, id, parents));
}
/** Depth (root = 0) a category would have under `parentId`. */
function levelUnder(parentId, parents) {
	let level = 0;
	for (let at = parentId; at !== null && level <= parents.size; at = parents.get(at) ?? null) level++;
	return level;
}
export { levelUnder as a, allowedParents as i, CategoryListQuerySchema as n, CategoryUpdateSchema as r, CategoryCreateSchema as t };

//# sourceMappingURL=category-Cv50CC1x.js.map