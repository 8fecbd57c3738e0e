import { c as email, f as strictObject, i as _enum, l as number, p as string, u as object } from "./schemas-DsdQ_yki.js";
import { b as number$1, g as resourceCode, m as queryId, s as id, u as optionalString } from "./fields-De-4O6oE.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { n as PRIORITIES } from "./product-B5-VMoo4.js";
// domain/catalogue/engagement.ts
var REVIEW_STATUSES = [
	"pending",
	"approved",
	"rejected"
];
var REFERRAL_STATUSES = [
	"pending",
	"converted",
	"paid",
	"cancelled"
];
var requiredText = (max) => string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));
var emailField = () => string({ error: messages.required }).trim().toLowerCase().pipe(email({ error: messages.email }));
object({
	id: number().int(),
	id_organization: number().int(),
	product: number().int(),
	product_name: string(),
	author_name: string(),
	author_email: string(),
	rating: number().int(),
	title: string(),
	comment: string(),
	status: _enum(REVIEW_STATUSES),
	moderated_by: number().int().nullable(),
	moderated_at: string().nullable(),
	created_at: string(),
	updated_at: string()
}).meta({ id: "ProductReview" });
var rating = () => number({ error: messages.required }).int().min(1, "A rating is from 1 to 5.").max(5, "A rating is from 1 to 5.");
strictObject({
	product: id(),
	author_name: requiredText(100),
	author_email: emailField(),
	rating: rating(),
	title: optionalString(200).default(""),
	comment: optionalString(5e3).default("")
}).meta({ id: "ProductReviewCreate" });
strictObject({ status: _enum(REVIEW_STATUSES) }).meta({ id: "ProductReviewUpdate" });
ListQuerySchema.extend({
	status: _enum(REVIEW_STATUSES).optional(),
	product: queryId.optional(),
	rating: number$1().int().min(1).max(5).optional()
});
object({
	id: number().int(),
	id_organization: number().int(),
	code: string(),
	referrer_name: string(),
	referrer_email: string(),
	referred_email: string(),
	product: number().int().nullable(),
	product_name: string().nullable(),
	commission_rate: number(),
	status: _enum(REFERRAL_STATUSES),
	created_at: string(),
	updated_at: string()
}).meta({ id: "Referral" });
var referralFields = {
	code: resourceCode(),
	referrer_name: requiredText(100),
	referrer_email: emailField(),
	referred_email: emailField(),
	product: id().nullable(),
	commission_rate: number({ error: messages.required }).min(0, "A commission is from 0 to 100 %.").max(100, "A commission is from 0 to 100 %.").multipleOf(.01, "At most two decimal places."),
	status: _enum(REFERRAL_STATUSES)
};
var ReferralCreateSchema = strictObject({
	...referralFields,
	product: referralFields.product.default(null),
	status: referralFields.status.default("pending")
}).meta({ id: "ReferralCreate" });
var ReferralUpdateSchema = strictObject(referralFields).partial().meta({ id: "ReferralUpdate" });
var ReferralListQuerySchema = ListQuerySchema.extend({ status: _enum(REFERRAL_STATUSES).optional() });
/** ISO 4217 codes the money on the catalogue's screens is shown in. */
var CURRENCIES = [
	"EUR",
	"USD",
	"GBP",
	"CHF",
	"CAD",
	"AED",
	"SAR",
	"MAD",
	"CNY",
	"JPY"
];
var CatalogueSettingsUpdateSchema = object({
	currency: _enum(CURRENCIES),
	/** Stock at or below this is "low" on the inventory screens and in analytics. */
	low_stock_threshold: number().int().min(0).max(1e6),
	/** The wizard's starting values for a new product. */
	default_priority: _enum(PRIORITIES),
	default_minimum_order_quantity: number().int().min(1).max(1e6),
	updated_at: string().nullable()
}).meta({ id: "CatalogueSettings" }).omit({ updated_at: true }).partial().strict().meta({ id: "CatalogueSettingsUpdate" });
export { ReferralCreateSchema as a, REVIEW_STATUSES as i, CatalogueSettingsUpdateSchema as n, ReferralListQuerySchema as o, REFERRAL_STATUSES as r, ReferralUpdateSchema as s, CURRENCIES as t };

//# sourceMappingURL=engagement-C8vqvS0J.js.map