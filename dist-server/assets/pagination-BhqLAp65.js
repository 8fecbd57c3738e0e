import { f as strictObject, p as string, u as object } from "./schemas-DsdQ_yki.js";
import { b as number, m as queryId } from "./fields-De-4O6oE.js";
// domain/common/pagination.ts
var PAGE_SIZES = [
	5,
	10,
	20,
	25,
	50,
	100
];
var ListQuerySchema = strictObject({
	page: number({ error: "Expected a page number." }).int().min(1).default(1),
	page_size: number().int().refine((n) => PAGE_SIZES.includes(n), { error: `Page size must be one of ${PAGE_SIZES.join(", ")}.` }).default(25).meta({ enum: [...PAGE_SIZES] }),
	ordering: string().max(100).optional(),
	search: string().max(200).optional()
});
/**
* The filter every organisation-owned list takes (`?organization=<id>`): the rows of that one
* organisation among those the caller may read. It narrows and never widens, so naming an
* organisation one cannot read gives an empty list.
*/
var OrganizationFilterFields = { organization: queryId.optional() };
object({ detail: string() });
export { OrganizationFilterFields as n, PAGE_SIZES as r, ListQuerySchema as t };

//# sourceMappingURL=pagination-BhqLAp65.js.map