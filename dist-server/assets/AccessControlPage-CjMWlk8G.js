import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { n as ACTIONS, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as AREAS } from "./areas-KDuSs7ot.js";
import { h as selectUser, i as useSession, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { n as useRoleLabel } from "./roleLabel-BoPcF1uS.js";
import { t as useVocabulary } from "./vocabularyText-BwJiDHc1.js";
import "./access-BaChiTqq.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/access-control/whatICanDo.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The actions a reader is told about, in the order they are read ('manage' is all of them). */
var PLAIN_ACTIONS = ACTIONS.filter((action) => action !== "manage");
/**
* How far a right reaches, widest first: every organisation (no condition), the reader's own
* organisation (the tenancy condition only), their brand's or team's rows, their own rows (or own
* account), or rows picked by some other condition.
*/
var REACHES = [
	"everywhere",
	"organization",
	"brand",
	"team",
	"own",
	"someRecords"
];
function reachOf(subject, conditions) {
	if (!conditions) return "everywhere";
	const keys = Object.keys(conditions).filter((key) => key !== "id_organization");
	if (keys.length === 0) return "organization";
	if (keys.length === 1 && keys[0] === "id") {
		if (subject === "Organization") return "organization";
		if (subject === "Team") return "team";
		if (subject === "User") return "own";
	}
	if (keys.includes("created_by")) return "own";
	if (keys.includes("team")) return "team";
	if (keys.includes("brand")) return "brand";
	return "someRecords";
}
/**
* What the reader may do with `action` on `subject`: the widest of the rules that allow it (an
* exception a denying rule makes within it is not spelled out), or null when none does.
*/
function reachFor(ability, action, subject) {
	if (!ability.can(action, subject)) return null;
	let widest = null;
	for (const rule of ability.rulesFor(action, subject)) {
		if (rule.inverted) continue;
		const reach = reachOf(subject, rule.conditions);
		const someFields = !!rule.fields;
		if (!widest || REACHES.indexOf(reach) < REACHES.indexOf(widest.reach) || reach === widest.reach && widest.someFields && !someFields) widest = {
			reach,
			someFields
		};
	}
	return widest;
}
/** The subject's allowed actions, those of one reach together, widest reach first. */
function permissionsOn(ability, subject) {
	const groups = [];
	for (const action of PLAIN_ACTIONS) {
		const found = reachFor(ability, action, subject);
		if (!found) continue;
		const group = groups.find((g) => g.reach === found.reach && g.someFields === found.someFields);
		if (group) group.actions.push(action);
		else groups.push({
			actions: [action],
			...found
		});
	}
	groups.sort((a, b) => REACHES.indexOf(a.reach) - REACHES.indexOf(b.reach));
	for (const group of groups) if (group.actions.length === PLAIN_ACTIONS.length) group.actions = "all";
	return groups;
}
/**
* What the signed-in reader may do, area by area as domain/access/areas.ts lists them (areas and
* subjects in its order), each subject with its allowed actions grouped by how far they reach.
* Areas and subjects with nothing allowed are left out.
*/
function whatICanDo(ability) {
	if (!ability) return [];
	return AREAS.map((area) => ({
		area: area.code,
		subjects: area.subjects.map((subject) => ({
			subject,
			permissions: permissionsOn(ability, subject)
		})).filter((entry) => entry.permissions.length > 0)
	})).filter((area) => area.subjects.length > 0);
}
/** The keys and values that word a permission: its actions as a list, then how far it reaches. */
function permissionWords(permission) {
	return {
		actions: permission.actions === "all" ? ["accessControl.mine.anything"] : permission.actions.map((action) => `accessControl.mine.verbs.${action}`),
		reach: `accessControl.mine.reach.${permission.reach}`,
		fields: permission.someFields ? "accessControl.mine.someFields" : void 0
	};
}
/**
* A permission as one plain sentence in `language`: "View, add and change · in your organisation".
* `t` gives the words; the list is joined as the language joins lists.
*/
function permissionSentence(permission, t, language) {
	const words = permissionWords(permission);
	const list = new Intl.ListFormat(language, { type: "conjunction" }).format(words.actions.map((key) => t(key)));
	const reach = [t(words.reach), ...words.fields ? [t(words.fields)] : []].join(", ");
	return {
		actions: list.charAt(0).toLocaleUpperCase(language) + list.slice(1),
		reach
	};
}
// src/features/access-control/AccessControlPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One area of the product and what the reader may do in it, subject by subject. */
function AreaRights({ access }) {
	const { t, i18n } = useTranslation();
	const words = useVocabulary();
	const headingId = (0, import_react.useId)();
	const area = AREAS.find((a) => a.code === access.area);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		"aria-labelledby": headingId,
		"data-area": access.area,
		gap: "3",
		bg: "bg",
		borderWidth: "1px",
		rounded: "lg",
		p: "5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as: "h2",
			size: "md",
			id: headingId,
			children: words.application(area)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dl, {
			display: "grid",
			gridTemplateColumns: {
				base: "1fr",
				md: "14rem 1fr"
			},
			columnGap: "6",
			rowGap: "2",
			children: access.subjects.map(({ subject, permissions }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				display: "contents",
				"data-subject": subject,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dt, {
					fontWeight: "medium",
					pt: { md: "0.5" },
					children: words.subject(subject)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.dd, {
					mb: {
						base: "2",
						md: "0"
					},
					children: permissions.map((permission) => {
						const sentence = permissionSentence(permission, t, i18n.language);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [sentence.actions, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							as: "span",
							color: "fg.muted",
							children: [" · ", sentence.reach]
						})] }, `${permission.reach}-${permission.someFields}`);
					})
				})]
			}, subject))
		})]
	});
}
/** /access-control (read AclDemo): what the signed-in user may do, area by area, in plain words. */
function AccessControlPage() {
	const { t } = useTranslation();
	const roleLabel = useRoleLabel();
	const ability = useAppAbility();
	const user = useSession(selectUser);
	const areas = (0, import_react.useMemo)(() => whatICanDo(ability), [ability]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "5xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h1",
					size: "2xl",
					children: t("accessControl.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: t("accessControl.subtitle")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "3",
				align: "center",
				wrap: "wrap",
				bg: "bg",
				borderWidth: "1px",
				rounded: "lg",
				px: "5",
				py: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: t("accessControl.signedInAs", { email: user?.email ?? "" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						colorPalette: "primary",
						variant: "solid",
						children: user ? roleLabel(user.role) : null
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { flex: "1" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						size: "sm",
						variant: "outline",
						colorPalette: "primary",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/pages/user-profile/permissions",
							children: t("accessControl.viewRules")
						})
					})
				]
			}),
			areas.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: t("accessControl.nothing")
			}) : areas.map((access) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AreaRights, { access }, access.area))
		]
	});
}
export { AccessControlPage };

//# sourceMappingURL=AccessControlPage-CjMWlk8G.js.map