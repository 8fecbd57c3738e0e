import { f as strictObject, i as _enum, l as number, o as array, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { a as endAfterStart, g as resourceCode, l as optionalDate, m as queryId, s as id, x as date } from "./fields-De-4O6oE.js";
import { n as messages, t as fieldMessages } from "./messages-CVJXF2Mj.js";
import { n as OrganizationFilterFields, t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { a as metaTitle, r as metaDescription } from "./metaTexts-DTiODt4I.js";
import { n as catalogueMessages } from "./messages-RhImmaX2.js";
// domain/catalogue/product.ts
var PRIORITIES = [
	"low",
	"medium",
	"high",
	"critical"
];
var MONEY_MAX = 999999999.99;
var QUANTITY_MAX = 2e9;
var ProductImageSchema = object({
	id: number().int(),
	url: string(),
	content_type: string(),
	size: number().int(),
	alt: string(),
	position: number().int()
}).meta({ id: "ProductImage" });
var named = object({
	id: number().int(),
	name: string()
});
var ProductSchema = object({
	id: number().int(),
	id_organization: number().int(),
	code: string(),
	name: string(),
	sku: string(),
	description: string(),
	status: number().int(),
	product_type: number().int(),
	brand: number().int(),
	categories: array(number().int()),
	priority: _enum(PRIORITIES),
	owner: number().int().nullable(),
	start_date: string().nullable(),
	end_date: string().nullable(),
	duration_days: number().int().nullable(),
	cost_basis: number(),
	suggested_retail_price: number().nullable(),
	profit_margin: number().nullable(),
	stock_quantity: number().int(),
	minimum_order_quantity: number().int(),
	slug: string(),
	meta_title: string(),
	meta_description: string(),
	internal_code: string(),
	regulatory_information: string(),
	images: array(ProductImageSchema),
	/** Names of the referenced rows, for lists and headers. */
	status_detail: named.extend({
		code: string(),
		allows_sales: boolean()
	}),
	product_type_detail: named,
	brand_detail: named,
	category_details: array(named),
	owner_name: string().nullable(),
	/** Spec §4: null when the product can be sold, else why not. */
	sale_blocker: _enum(["not_for_sale", "out_of_stock"]).nullable(),
	created_by: number().int().nullable(),
	created_at: string(),
	updated_at: string()
}).meta({ id: "Product" });
var money = () => number({ error: (i) => i.input === void 0 || i.input === null ? messages.required : catalogueMessages.expectedNumber }).positive(fieldMessages.positive).max(MONEY_MAX).multipleOf(.01, "At most two decimal places.");
var quantity = () => number({ error: (i) => i.input === void 0 || i.input === null ? messages.required : catalogueMessages.expectedInteger }).int(catalogueMessages.expectedInteger).max(QUANTITY_MAX);
var text = (max) => string({ error: "Expected a string." }).trim().max(max, messages.maxLength(max));
var slug = () => text(120).regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, catalogueMessages.slugFormat);
var newStock = () => quantity().min(1, fieldMessages.positive);
var productFields = {
	code: resourceCode(),
	name: string({ error: messages.required }).trim().min(1, messages.required).max(200, messages.maxLength(200)),
	description: text(5e3),
	status: id(),
	product_type: id(),
	brand: id(),
	categories: array(id()).max(50).refine((ids) => new Set(ids).size === ids.length, "Each category once."),
	priority: _enum(PRIORITIES, { error: (i) => i.input === void 0 || i.input === null || i.input === "" ? messages.required : `Priority must be one of: ${PRIORITIES.join(", ")}.` }),
	owner: id().nullable(),
	start_date: optionalDate(),
	end_date: optionalDate(),
	cost_basis: money(),
	suggested_retail_price: money().nullable(),
	stock_quantity: quantity().min(0, fieldMessages.notNegative),
	minimum_order_quantity: quantity().min(1, fieldMessages.positive),
	slug: slug(),
	meta_title: metaTitle(),
	meta_description: metaDescription(),
	internal_code: text(50),
	regulatory_information: text(2e3)
};
strictObject({
	...productFields,
	description: productFields.description.default(""),
	categories: productFields.categories.default([]),
	owner: productFields.owner.default(null),
	start_date: productFields.start_date.default(null),
	end_date: productFields.end_date.default(null),
	suggested_retail_price: productFields.suggested_retail_price.default(null),
	stock_quantity: newStock(),
	minimum_order_quantity: productFields.minimum_order_quantity.default(1),
	slug: productFields.slug.default(""),
	meta_title: productFields.meta_title.default(""),
	meta_description: productFields.meta_description.default(""),
	internal_code: productFields.internal_code.default(""),
	regulatory_information: productFields.regulatory_information.default("")
}).superRefine(endAfterStart).meta({ id: "ProductCreate" });
strictObject(productFields).partial().superRefine(endAfterStart).meta({ id: "ProductUpdate" });
/**
* What the product screens require: the wizard's rules (code, name, status, type, brand,
* priority, cost, stock) and the edit screen's (name, cost, dates, quantity, status, owner)
* together, so that every product the wizard makes can be saved from the edit screen as it is.
*/
var PRODUCT_FORM_REQUIRED = [
	"code",
	"name",
	"status",
	"product_type",
	"brand",
	"priority",
	"owner",
	"start_date",
	"end_date",
	"cost_basis",
	"stock_quantity"
];
var isRequiredProductField = (field) => PRODUCT_FORM_REQUIRED.includes(field);
var requiredDate = () => date({ error: (i) => i.input === void 0 || i.input === null || i.input === "" ? messages.required : messages.date });
/**
* A form says "end date after start date" as soon as both dates are read, whatever else is still
* wrong (zod would wait for every other field to be valid first).
*/
var datesRead = { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "start_date" || issue.path?.[0] === "end_date") };
/** The fields the API lets be empty that the screens require (PRODUCT_FORM_REQUIRED). */
var requiredOnScreens = {
	owner: id(),
	start_date: requiredDate(),
	end_date: requiredDate()
};
/** The wizard's step 1, product details: the API's rules for each field, PRODUCT_FORM_REQUIRED required. */
var ProductDetailsFormSchema = object({
	code: productFields.code,
	name: productFields.name,
	description: productFields.description,
	status: productFields.status,
	product_type: productFields.product_type,
	brand: productFields.brand,
	categories: productFields.categories,
	priority: productFields.priority,
	...requiredOnScreens,
	slug: productFields.slug,
	meta_title: productFields.meta_title,
	meta_description: productFields.meta_description,
	internal_code: productFields.internal_code,
	regulatory_information: productFields.regulatory_information
}).superRefine(endAfterStart, datesRead);
/** The wizard's step 2, cost and quantity (a new product's stock is above zero, as the API says). */
var ProductCostFormSchema = object({
	cost_basis: productFields.cost_basis,
	suggested_retail_price: productFields.suggested_retail_price,
	stock_quantity: newStock(),
	minimum_order_quantity: productFields.minimum_order_quantity
});
/** The edit screen: the same rules and required fields as the wizard's, for the fields it shows. */
var ProductEditFormSchema = object({
	name: productFields.name,
	cost_basis: productFields.cost_basis,
	suggested_retail_price: productFields.suggested_retail_price,
	...requiredOnScreens,
	stock_quantity: productFields.stock_quantity,
	status: productFields.status,
	priority: productFields.priority,
	description: productFields.description
}).superRefine(endAfterStart, datesRead);
var ProductListQuerySchema = ListQuerySchema.extend({
	status: queryId.optional(),
	product_type: queryId.optional(),
	brand: queryId.optional(),
	category: queryId.optional(),
	priority: _enum(PRIORITIES).optional()
});
var skuFromCode = (code) => `SKU-${code}`;
/** Whole days from start to end, or null when a date is missing. */
function durationDays(start, end) {
	if (!start || !end) return null;
	return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 864e5);
}
/** Margin on the suggested retail price, in percent with two decimals; null without a price. */
function profitMargin(cost, price) {
	if (price === null || price <= 0) return null;
	return Math.round((price - cost) / price * 1e4) / 100;
}
/** URL-safe slug of a name ("Café Crème 2" → "cafe-creme-2"). */
function slugify(name) {
	return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 120).replace(/-+$/, "");
}
catalogueMessages.notForSale, catalogueMessages.outOfStock;
/** A count per row of a reference (a status, a brand): its organisation names it where several are combined. */
var counted = object({
	id: number().int(),
	name: string(),
	id_organization: number().int(),
	count: number().int()
});
object({
	totals: object({
		products: number().int(),
		stock_units: number().int(),
		/**
		* Σ cost basis × stock and Σ suggested retail price × stock, one entry per currency: each
		* organisation prices in its own (catalogue settings), and amounts in two currencies are
		* never added. One entry when one organisation is counted.
		*/
		values: array(object({
			currency: string(),
			stock_value: number(),
			retail_value: number()
		})),
		launches: number().int(),
		not_sellable: number().int(),
		/** Products at or below the organisation's low-stock threshold (catalogue settings). */
		low_stock: number().int(),
		low_stock_threshold: number().int()
	}),
	by_status: array(counted),
	by_type: array(counted),
	by_brand: array(counted),
	by_category: array(counted),
	launches_by_status: array(object({
		status: string(),
		count: number().int()
	})),
	upcoming_launches: array(object({
		id: number().int(),
		code: string(),
		name: string(),
		product_name: string(),
		status: string(),
		planned_launch_date: string()
	})),
	status_transitions: array(object({
		from: object({
			id: number().int(),
			name: string()
		}).nullable(),
		to: object({
			id: number().int(),
			name: string()
		}),
		/** The organisation whose statuses these are. */
		id_organization: number().int(),
		count: number().int()
	}))
}).meta({ id: "CatalogueAnalytics" });
strictObject(OrganizationFilterFields);
object({
	id: number().int(),
	from: object({
		id: number().int(),
		name: string()
	}).nullable(),
	to: object({
		id: number().int(),
		name: string()
	}),
	changed_by_name: string().nullable(),
	changed_at: string()
}).meta({ id: "ProductStatusChange" });
export { ProductEditFormSchema as a, QUANTITY_MAX as c, profitMargin as d, skuFromCode as f, ProductDetailsFormSchema as i, durationDays as l, PRIORITIES as n, ProductListQuerySchema as o, slugify as p, ProductCostFormSchema as r, ProductSchema as s, MONEY_MAX as t, isRequiredProductField as u };

//# sourceMappingURL=product-B5-VMoo4.js.map