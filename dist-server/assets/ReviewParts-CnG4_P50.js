import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { u as starsOf } from "./engagement-DYIea30m.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/star.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "star",
	size: 24,
	node: [["path", {
		d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
		key: "r04s7s"
	}]]
};
__iconData.node;
var Star = createLucideIcon(__iconData);
// src/features/catalogue/engagement/ReviewParts.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A 1–5 rating as stars, read out as "Rated 4 out of 5". */
function StarRating({ rating }) {
	const { t } = useTranslation();
	const { filled, empty } = starsOf(rating);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: "0.5",
		role: "img",
		"aria-label": t("catalogueEngagement.reviews.ratingLabel", {
			rating,
			max: 5
		}),
		title: t("catalogueEngagement.reviews.ratingLabel", {
			rating,
			max: 5
		}),
		"data-rating": rating,
		whiteSpace: "nowrap",
		children: [Array.from({ length: filled }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			as: "span",
			color: "orange.solid",
			display: "inline-flex",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
				size: 14,
				fill: "currentColor",
				"aria-hidden": true
			})
		}, `f${i}`)), Array.from({ length: empty }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			as: "span",
			color: "fg.subtle",
			display: "inline-flex",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
				size: 14,
				"aria-hidden": true
			})
		}, `e${i}`))]
	});
}
var REVIEW_PALETTE = {
	pending: "orange",
	approved: "green",
	rejected: "red"
};
var REFERRAL_PALETTE = {
	pending: "orange",
	converted: "blue",
	paid: "green",
	cancelled: "gray"
};
/** A review's status in words as well as colour. */
function ReviewStatusBadge({ status }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "subtle",
		colorPalette: REVIEW_PALETTE[status],
		"data-testid": "review-status",
		children: t(`catalogueEngagement.reviewStatus.${status}`)
	});
}
/** A referral's status in words as well as colour. */
function ReferralStatusBadge({ status }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "subtle",
		colorPalette: REFERRAL_PALETTE[status],
		"data-testid": "referral-status",
		children: t(`catalogueEngagement.referralStatus.${status}`)
	});
}
export { ReviewStatusBadge as n, StarRating as r, ReferralStatusBadge as t };

//# sourceMappingURL=ReviewParts-CnG4_P50.js.map