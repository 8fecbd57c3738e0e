import { H as CATALOGUE_SUBJECT } from "../render.js";
import { o as ProductListQuerySchema } from "./product-B5-VMoo4.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
// src/features/catalogue/products/productResource.ts
/** Products: the Product right (a brand manager's list holds their brand's only: the server scopes it). */
var productResource = defineResource({
	path: "/api/products/",
	name: "product",
	subject: CATALOGUE_SUBJECT.product,
	texts: "products.list",
	listQuery: ProductListQuerySchema,
	filters: [
		"status",
		"product_type",
		"brand",
		"category",
		"priority"
	],
	defaultOrdering: "-created_at"
});
export { productResource };

//# sourceMappingURL=productResource-DnCC_GKO.js.map