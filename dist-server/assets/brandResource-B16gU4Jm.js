import { f as strictObject, l as number, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { H as CATALOGUE_SUBJECT } from "../render.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { _ as resourceName, a as endAfterStart, g as resourceCode, l as optionalDate, p as queryBoolean, r as description, y as website } from "./fields-De-4O6oE.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
object({
	id: number().int(),
	id_organization: number().int(),
	name: string(),
	code: string(),
	description: string(),
	/** URL of the uploaded logo, or null. */
	logo: string().nullable(),
	website: string(),
	start_date: string().nullable(),
	end_date: string().nullable(),
	is_active: boolean(),
	products_count: number().int(),
	created_at: string(),
	updated_at: string()
}).meta({ id: "Brand" });
var brandFields = {
	name: resourceName(),
	code: resourceCode(),
	description: description().default(""),
	website: website().default(""),
	start_date: optionalDate().default(null),
	end_date: optionalDate().default(null),
	is_active: boolean().default(true)
};
var BrandCreateSchema = strictObject(brandFields).superRefine(endAfterStart).meta({ id: "BrandCreate" });
var BrandUpdateSchema = strictObject({
	name: resourceName(),
	code: resourceCode(),
	description: description(),
	website: website(),
	start_date: optionalDate(),
	end_date: optionalDate(),
	is_active: boolean()
}).partial().superRefine(endAfterStart).meta({ id: "BrandUpdate" });
var BrandListQuerySchema = ListQuerySchema.extend({ is_active: queryBoolean.optional() });
// src/features/catalogue/config/brandResource.ts
/** Brands: read, created, changed and deleted under the Brand right. */
var brandResource = defineResource({
	path: "/api/brands/",
	name: "brand",
	subject: CATALOGUE_SUBJECT.brand,
	texts: "catalogueConfig.brands",
	listQuery: BrandListQuerySchema,
	filters: ["is_active"],
	defaultOrdering: "name"
});
export { brandResource, BrandUpdateSchema as n, BrandCreateSchema as t };

//# sourceMappingURL=brandResource-B16gU4Jm.js.map