import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as PageIntro } from "./PageIntro-DzHbV01E.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/list/list.js
var { withProvider, withContext, useStyles: useListStyles, PropsProvider } = createSlotRecipeContext({ key: "list" });
var ListRoot = withProvider("ul", "root", { defaultProps: { role: "list" } });
var ListItem = withContext("li", "item");
var ListIndicator = withContext("span", "indicator");
// src/features/pages/PricingPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var PLANS = [
	{
		id: "starter",
		price: 0,
		features: [
			"users",
			"organisation",
			"languages",
			"support"
		]
	},
	{
		id: "business",
		price: 12,
		features: [
			"users",
			"structure",
			"roles",
			"support"
		],
		featured: true
	},
	{
		id: "enterprise",
		price: 29,
		features: [
			"users",
			"organisations",
			"security",
			"support"
		]
	}
];
function PlanCard({ plan }) {
	const { t, i18n } = useTranslation();
	const key = `pages.pricing.plans.${plan.id}`;
	const price = new Intl.NumberFormat(i18n.language, {
		style: "currency",
		currency: "EUR",
		maximumFractionDigits: 0
	}).format(plan.price);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		"aria-labelledby": `plan-${plan.id}`,
		gap: "5",
		p: "6",
		bg: "bg",
		rounded: "lg",
		borderWidth: plan.featured ? "2px" : "1px",
		borderColor: plan.featured ? "primary.solid" : "border",
		shadow: plan.featured ? "md" : "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: "h2",
						size: "lg",
						id: `plan-${plan.id}`,
						children: t(`${key}.name`)
					}), plan.featured && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						colorPalette: "primary",
						children: t("pages.pricing.popular")
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					textStyle: "sm",
					children: t(`${key}.description`)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					as: "span",
					textStyle: "4xl",
					fontWeight: "bold",
					children: price
				}),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					as: "span",
					color: "fg.muted",
					textStyle: "sm",
					children: t("pages.pricing.perUser")
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListRoot, {
				gap: "2",
				variant: "plain",
				flex: "1",
				children: plan.features.map((feature) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
					alignItems: "start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListIndicator, {
						asChild: true,
						color: "primary.fg",
						boxSize: "4",
						mt: "1",
						flexShrink: 0,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
							viewBox: "0 0 24 24",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "3",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
								d: "M5 12l5 5L19 7",
								strokeLinecap: "round",
								strokeLinejoin: "round"
							})
						})
					}), t(`${key}.features.${feature}`)]
				}, feature))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				colorPalette: "primary",
				variant: plan.featured ? "solid" : "outline",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/register",
					children: t("pages.pricing.cta")
				})
			})
		]
	});
}
/** /pages/pricing: three plans side by side. */
function PricingPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "8",
		w: "full",
		maxW: "5xl",
		py: "4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageIntro, {
				title: t("pages.pricing.title"),
				children: t("pages.pricing.subtitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					md: 3
				},
				gap: "6",
				children: PLANS.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlanCard, { plan }, plan.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				textAlign: "center",
				textStyle: "sm",
				color: "fg.muted",
				children: t("pages.pricing.note")
			})
		]
	});
}
export { PricingPage };

//# sourceMappingURL=PricingPage-28nS3LiP.js.map