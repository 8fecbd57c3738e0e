import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { G as USER_PROFILE_PATH, W as ACCOUNT_SETTINGS_PATH, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { n as AvatarRoot, t as AvatarFallback } from "./avatar-DjFIhxEi.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { i as DataListRoot, n as DataListItemLabel, r as DataListItemValue, t as DataListItem } from "./data-list-B08ULfHA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import "./access-BaChiTqq.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { h as selectUser, i as useSession, l as selectAbilityRules } from "./SessionProvider-Bi_teUN2.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { n as useRoleLabel } from "./roleLabel-BoPcF1uS.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Wrap } from "./wrap-Ypz9DG_o.js";
import { t as buildUserRules } from "./user-rules-v9qaqKTl.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { n as useCurrentUser, r as QueryState } from "./useCurrentUser-BBIEZRon.js";
import { t as TabbedPage } from "./TabbedPage-CpSlBlj-.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
// src/features/account/PermissionsTable.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var list = (value) => Array.isArray(value) ? value : [value];
var conditionText = (value) => typeof value === "string" ? value : JSON.stringify(value);
/** The rules of an ability (spec §3 "Ability rule"), one row each, in the order CASL reads them. */
function PermissionsTable({ rules }) {
	const { t } = useTranslation();
	if (!rules.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		color: "fg.muted",
		children: t("account.permissions.empty")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
		borderWidth: "1px",
		rounded: "lg",
		bg: "bg",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
			size: "sm",
			"data-testid": "permissions-table",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
				bg: "bg.muted",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, { children: t("account.permissions.effect") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, { children: t("account.permissions.action") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, { children: t("account.permissions.subject") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, { children: t("account.permissions.conditions") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, { children: t("account.permissions.fields") })
				]
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rules.map((rule, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: rule.inverted ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
					colorPalette: "red",
					variant: "subtle",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": true,
							children: "✕"
						}),
						" ",
						t("account.permissions.deny")
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
					colorPalette: "green",
					variant: "subtle",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": true,
							children: "✓"
						}),
						" ",
						t("account.permissions.allow")
					]
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrap, {
					gap: "1",
					children: list(rule.action).map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
						size: "sm",
						colorPalette: "gray",
						children: action
					}, action))
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrap, {
					gap: "1",
					children: list(rule.subject).map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
						size: "sm",
						colorPalette: "primary",
						children: name
					}, name))
				}), rule.reason && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "xs",
					color: "fg.muted",
					mt: "1",
					children: rule.reason
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: rule.conditions && Object.keys(rule.conditions).length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrap, {
					gap: "1",
					children: Object.entries(rule.conditions).map(([key, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Code, {
						size: "sm",
						variant: "outline",
						dir: "ltr",
						children: [
							key,
							" = ",
							conditionText(value)
						]
					}, key))
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: t("account.permissions.anyRecord")
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: rule.fields?.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					gap: "1",
					wrap: "wrap",
					children: rule.fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
						size: "sm",
						variant: "outline",
						children: field
					}, field))
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: t("account.permissions.allFields")
				}) })
			] }, index)) })]
		})
	});
}
// src/features/account/UserProfilePage.tsx
var fullName = (user) => `${user.first_name} ${user.last_name}`.trim() || user.email;
/** Dates in the reader's language: a day (`date`), or a day and time (`dateTime`). */
function useDateFormat() {
	const { i18n } = useTranslation();
	return (0, import_react.useMemo)(() => {
		const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" });
		const calendarDay = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "long",
			timeZone: "UTC"
		});
		const dayAndTime = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "long",
			timeStyle: "short"
		});
		const format = (formatter) => (value) => {
			const date = new Date(value);
			return Number.isNaN(date.getTime()) ? value : formatter.format(date);
		};
		return {
			date: (value) => format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDay : day)(value),
			dateTime: format(dayAndTime)
		};
	}, [i18n.language]);
}
/** /pages/user-profile/:tab — the user's card, then their profile or their permissions. */
function UserProfilePage() {
	const { t } = useTranslation();
	const currentUser = useCurrentUser();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabbedPage, {
		base: USER_PROFILE_PATH,
		title: t("account.userProfile.title"),
		header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			query: currentUser,
			children: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileCard, { user })
		}),
		tabs: [{
			value: "profile",
			label: t("account.tabs.profile"),
			content: currentUser.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AboutPanel, { user: currentUser.data }) : null
		}, {
			value: "permissions",
			label: t("account.tabs.permissions"),
			content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PermissionsPanel, {})
		}]
	});
}
function ProfileCard({ user }) {
	const { t } = useTranslation();
	const formatDate = useDateFormat();
	const roleLabel = useRoleLabel();
	const organizationLabel = useOrganizationLabel();
	const none = t("account.userProfile.notSet");
	const name = fullName(user);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		bg: "bg",
		borderWidth: "1px",
		rounded: "lg",
		overflow: "hidden",
		"data-testid": "profile-card",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				h: "20",
				bgGradient: "to-r",
				gradientFrom: "primary.solid",
				gradientTo: "primary.muted"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				direction: {
					base: "column",
					md: "row"
				},
				gap: {
					base: "3",
					md: "5"
				},
				px: "6",
				pb: "5",
				align: "flex-start",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarRoot, {
						size: "2xl",
						mt: "-10",
						borderWidth: "4px",
						borderColor: "bg",
						colorPalette: "primary",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarFallback, { name })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "1",
						flex: "1",
						pt: { md: "3" },
						minW: "0",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
							as: "h2",
							size: "xl",
							children: name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
							gap: "2",
							align: "center",
							wrap: "wrap",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								color: "fg.muted",
								children: user.email
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								colorPalette: "primary",
								variant: "subtle",
								children: roleLabel(user.role)
							})]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						color: "fg.muted",
						alignSelf: { md: "flex-end" },
						children: t("account.userProfile.joined", { date: formatDate.date(user.date_joined) })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListRoot, {
				orientation: "vertical",
				display: "grid",
				gridTemplateColumns: {
					base: "repeat(2, minmax(0, 1fr))",
					md: "repeat(4, minmax(0, 1fr))"
				},
				gap: "4",
				px: "6",
				py: "4",
				borderTopWidth: "1px",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.organization") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: organizationLabel(user.id_organization) })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.userProfile.team") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.team ?? none })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.userProfile.brand") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.brand ?? none })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.department") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.department || none })] })
				]
			})
		]
	});
}
function AboutPanel({ user }) {
	const { t } = useTranslation();
	const formatDate = useDateFormat();
	const none = t("account.userProfile.notSet");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		bg: "bg",
		borderWidth: "1px",
		rounded: "lg",
		p: "6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
			justify: "space-between",
			align: "center",
			gap: "4",
			mb: "5",
			wrap: "wrap",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h3",
				size: "md",
				children: t("account.userProfile.about")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				size: "sm",
				variant: "outline",
				colorPalette: "primary",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: `${ACCOUNT_SETTINGS_PATH}/account`,
					children: t("account.userProfile.edit")
				})
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListRoot, {
			orientation: "horizontal",
			gap: "3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.firstName") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.first_name || none })] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.lastName") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.last_name || none })] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.phoneNumber") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.phone_number || none })] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.birthday") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.birthday ? formatDate.date(user.birthday) : none })] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.userProfile.lastLogin") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: user.last_login ? formatDate.dateTime(user.last_login) : none })] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.userProfile.status") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					colorPalette: user.is_active ? "green" : "gray",
					variant: "subtle",
					children: user.is_active ? t("account.userProfile.active") : t("account.userProfile.inactive")
				}) })] })
			]
		})]
	});
}
/** The rules the session carries (or, when it has none, the role's rules, as the ability does). */
function PermissionsPanel() {
	const { t } = useTranslation();
	const user = useSession(selectUser);
	const stored = useSession(selectAbilityRules);
	const rules = (0, import_react.useMemo)(() => stored.length || !user ? stored : buildUserRules({ ...user }), [stored, user]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
			level: "h3",
			title: t("account.permissions.title"),
			subtitle: t("account.permissions.subtitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PermissionsTable, { rules })]
	});
}
export { UserProfilePage };

//# sourceMappingURL=UserProfilePage-C13VO877.js.map