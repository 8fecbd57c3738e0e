import { H as CATALOGUE_SUBJECT } from "../render.js";
import { n as CategoryListQuerySchema } from "./category-Cv50CC1x.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
// src/features/catalogue/config/categoryResource.ts
/** Categories, as a table (the tree reads them all: `useAllCategories`); the Category right. */
var categoryResource = defineResource({
	path: "/api/categories/",
	name: "category",
	subject: CATALOGUE_SUBJECT.category,
	texts: "catalogueConfig.categories",
	listQuery: CategoryListQuerySchema,
	filters: ["is_active"],
	defaultOrdering: "path"
});
/** The table is the list's first view; `?view=tree` draws every category as a tree instead. */
var CATEGORY_VIEWS = ["table", "tree"];
export { CATEGORY_VIEWS, categoryResource };

//# sourceMappingURL=categoryResource-BxTMdg36.js.map