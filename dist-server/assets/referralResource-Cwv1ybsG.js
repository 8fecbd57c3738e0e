import { H as CATALOGUE_SUBJECT } from "../render.js";
import { o as ReferralListQuerySchema } from "./engagement-C8vqvS0J.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
// src/features/catalogue/engagement/referralResource.ts
/** Referrals: who referred whom, for which product; governed by the Product right. */
var referralResource = defineResource({
	path: "/api/referrals/",
	name: "referral",
	subject: CATALOGUE_SUBJECT.product,
	texts: "catalogueEngagement.referrals",
	listQuery: ReferralListQuerySchema,
	filters: ["status"],
	defaultOrdering: "-created_at"
});
export { referralResource };

//# sourceMappingURL=referralResource-Cwv1ybsG.js.map