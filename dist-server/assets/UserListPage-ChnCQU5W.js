import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { _ as userViewPath, r as ROLES, ut as Box } from "../render.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { n as AvatarRoot, t as AvatarFallback } from "./avatar-DjFIhxEi.js";
import { n as SegmentGroupItems, r as SegmentGroupRoot, t as SegmentGroupIndicator } from "./segment-group-KA8MA6N-.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { m as useNavigate, t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as DebouncedInput } from "./DebouncedInput-CmKQqb9w.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { r as ResourceListPage, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Controller } from "./index.esm-Ie3RzZj5.js";
import { c as s } from "./utils-C7xfzvt1-aSEJkLkZ.js";
import { n as UserCreateSchema, t as SELF_PROTECTED_FIELDS } from "./schemas-BDv3OC7r.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { h as selectUser, i as useSession, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { userResource } from "./userResource-BgmuK99P.js";
import { n as useRoleLabel } from "./roleLabel-BoPcF1uS.js";
// domain/users/roleAssignment.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var TOP_ROLES = /* @__PURE__ */ new Set(["superuser", "super_admin"]);
var ADMIN_ROLES = /* @__PURE__ */ new Set(["admin", "CLIENT_ADMIN"]);
var HR_ROLES = /* @__PURE__ */ new Set(["hr", "human_resources"]);
var MANAGING_ROLES = /* @__PURE__ */ new Set([
	"manager",
	"brand_manager",
	"team_manager",
	"hr",
	"human_resources"
]);
var isTop = (actor) => actor.is_superuser || TOP_ROLES.has(actor.role);
/**
* Guards against privilege escalation on top of the field rules: a right to change someone's
* role (team_manager, hr) must not let the actor hand out a role above their own level.
*/
function canAssignRole(actor, role) {
	if (isTop(actor)) return true;
	if (TOP_ROLES.has(role)) return false;
	if (ADMIN_ROLES.has(role)) return actor.role === "admin";
	if (MANAGING_ROLES.has(role)) return actor.role === "admin" || HR_ROLES.has(actor.role);
	return true;
}
/**
* Whether the actor may edit someone else at all: only a person whose role and superuser flag
* they could have granted. A right to change a user's email or role must not reach an account
* above the actor's own level.
*/
function canManageUser(actor, target) {
	return canAssignRole(actor, target.role) && (!target.is_superuser || canSetFlag(actor, "is_superuser"));
}
/** is_superuser is granted only by a superuser; is_staff by a superuser or an admin. */
function canSetFlag(actor, flag) {
	if (flag === "is_superuser") return actor.is_superuser || actor.role === "superuser";
	return isTop(actor) || actor.role === "admin";
}
// domain/users/editableFields.ts
/** The fields of UserUpdateSchema an edit form may show (is_active has its own action). */
var EDITABLE_USER_FIELDS = [
	"email",
	"first_name",
	"last_name",
	"phone_number",
	"birthday",
	"department",
	"role",
	"team",
	"brand",
	"id_organization",
	"is_staff",
	"is_superuser",
	"is_active"
];
var isSelfProtected = (field) => SELF_PROTECTED_FIELDS.includes(field);
/**
* Why the actor may not give `field` of `target` a value, or null when they may. The one rule for
* both the server (PATCH and POST /users/, with the value sent) and the forms (value omitted:
* "some value", the choices being narrowed elsewhere, e.g. `assignableRoles`): no protected field
* on one's own account, the ability's field rules on that row, no role above the actor's
* own level, the flags only for those who may grant them.
*/
function userFieldRefusal(ability, actor, change) {
	const { action, target, field, value } = change;
	if (target.id === actor.id && action === "update" && isSelfProtected(field)) return "selfProtected";
	if (!ability.can(action, s("User", { ...target }), field)) return "notAllowed";
	if (field === "role" && value !== void 0 && !canAssignRole(actor, String(value))) return "notAllowed";
	if ((field === "is_superuser" || field === "is_staff") && !canSetFlag(actor, field)) return "notAllowed";
	return null;
}
/**
* The row as it would be after the change must still be one the actor may update: an admin's
* rights end at their organisation, so moving someone out is not theirs to do.
*/
var staysUpdatable = (ability, target, changes) => ability.can("update", s("User", {
	...target,
	...changes
}));
/**
* The fields of `target` the actor may change, by the rules the server applies on PATCH
* /users/{id}/ (`userFieldRefusal`, `staysUpdatable`; `canManageUser` for anyone but oneself):
* this only decides what a form shows, the server checks again. The organisation is offered only
* to those whose rights reach beyond one (-1 names no organisation).
*/
function editableUserFields(ability, actor, target) {
	if (!ability) return [];
	if (target.id !== actor.id && !canManageUser(actor, target)) return [];
	return EDITABLE_USER_FIELDS.filter((field) => !userFieldRefusal(ability, actor, {
		action: "update",
		target,
		field
	}) && (field !== "id_organization" || staysUpdatable(ability, target, { id_organization: -1 })));
}
/** The roles the actor may hand out (create, or change a role), in the vocabulary's order. */
function assignableRoles(actor) {
	return ROLES.filter((role) => canAssignRole(actor, role));
}
// src/features/users/UserReferences.tsx
var import_jsx_runtime = require_jsx_runtime();
var toOption = (id) => id === null || id === void 0 ? "" : String(id);
var fromOption = (value) => value === "" ? null : Number(value);
/**
* The brands `organization` has that the signed-in user may read, by name: those the server
* lets them give a user of that organisation (it refuses another organisation's). Inactive
* brands are offered only when already chosen. A brand they cannot read keeps its number.
*/
function useBrandChoices(organization) {
	const client = useApiClient();
	const readsBrands = useAppAbility()?.can("read", "Brand") ?? false;
	return useAllPages([
		"get",
		"/api/brands/",
		{ organization }
	], (page, pageSize) => client.GET("/api/brands/", { params: { query: {
		organization,
		page,
		page_size: pageSize,
		ordering: "name"
	} } }), { enabled: readsBrands });
}
/** A user's brand: none, or one of their organisation's brands (test id `brand-select`). */
function BrandSelect({ organization, field }) {
	const { t } = useTranslation();
	const { data: brands = [], isPending } = useBrandChoices(organization);
	const offered = brands.filter((b) => b.is_active || b.id === field.value);
	const unknown = field.value != null && !isPending && !offered.some((b) => b.id === field.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
		disabled: isPending && field.value != null,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
			name: field.name,
			value: toOption(field.value),
			onChange: (e) => field.onChange(fromOption(e.target.value)),
			onBlur: field.onBlur,
			"data-testid": "brand-select",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: t("users.brandChoice.none")
				}),
				offered.map((brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: brand.id,
					children: brand.is_active ? brand.name : t("users.brandChoice.inactive", { name: brand.name })
				}, brand.id)),
				(unknown || isPending && field.value != null) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: toOption(field.value),
					children: t("users.brandValue", { id: field.value })
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
	});
}
/** A user's organisation: one of those the signed-in user may read (offered to whoever reads several). */
function OrganizationSelect({ organizations, field }) {
	const organizationLabel = useOrganizationLabel();
	const listed = organizations.list.some((o) => o.id === field.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
		name: field.name,
		value: toOption(field.value),
		onChange: (e) => field.onChange(fromOption(e.target.value)),
		onBlur: field.onBlur,
		"data-testid": "organization-select",
		children: [!listed && field.value != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: toOption(field.value),
			children: organizationLabel(field.value)
		}), organizations.list.map((organization) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: organization.id,
			children: organization.name
		}, organization.id))]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] });
}
/** A user's brand by its name; by its number when the signed-in user may not read it. */
function BrandName({ id }) {
	const { t } = useTranslation();
	const readsBrands = useAppAbility()?.can("read", "Brand") ?? false;
	const { data } = useApi().useQuery("get", "/api/brands/{id}/", { params: { path: { id } } }, {
		enabled: readsBrands,
		retry: false
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: data?.name ?? t("users.brandValue", { id }) });
}
// src/features/users/RoleSelect.tsx
/** The roles the signed-in user may hand out, named in the reader's language. */
function RoleSelect({ roles, field }) {
	const roleLabel = useRoleLabel();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
		...field,
		children: roles.map((role) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: role,
			children: roleLabel(role)
		}, role))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] });
}
// src/features/users/userFormat.ts
var fullName = (user) => `${user.first_name} ${user.last_name}`.trim() || user.email;
/** The signed-in user as the access rules see them (the actor of `canAssignRole` and friends). */
function useActor() {
	const user = useSession(selectUser);
	return (0, import_react.useMemo)(() => user && {
		id: user.id,
		role: user.role,
		id_organization: user.id_organization,
		team: user.team,
		brand: user.brand,
		is_staff: user.is_staff,
		is_superuser: user.is_superuser
	}, [user]);
}
/** Instants (last login, date joined) and calendar days (birthday) in the reader's language. */
function useUserDates() {
	const { i18n } = useTranslation();
	return (0, import_react.useMemo)(() => {
		const dateTime = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "medium",
			timeStyle: "short"
		});
		const day = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "long",
			timeZone: "UTC"
		});
		const safe = (format) => (value) => {
			const date = new Date(value);
			return Number.isNaN(date.getTime()) ? value : format.format(date);
		};
		return {
			dateTime: safe(dateTime),
			day: safe(day)
		};
	}, [i18n.language]);
}
// src/features/users/UserCreateDialog.tsx
/** Number inputs: empty is "none" (null); the schema says what else is wrong. */
var idOrNull = (value) => value === "" || value === null || value === void 0 ? null : Number(value);
var FIELDS = [
	"email",
	"first_name",
	"last_name",
	"role",
	"id_organization",
	"team",
	"brand",
	"password",
	"send_reset_link"
];
/**
* "Add user" (create on User): email, names, a role the caller may assign, the organisation
* (for whoever may read several), team, a brand of that organisation, and either an initial
* password or an emailed reset link. Validated with the API's own UserCreateSchema.
*/
function UserCreateDialog({ open, onOpenChange, onCreated }) {
	const { t } = useTranslation();
	const actor = useActor();
	const { create } = useResourceMutations(userResource);
	const organizations = useOrganizations();
	if (!actor) return null;
	const roles = assignableRoles(actor);
	const choosesOrganization = organizations.several;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		open,
		onOpenChange,
		title: t("users.create.title"),
		description: t(choosesOrganization ? "users.create.descriptionAnyOrganization" : "users.create.description"),
		submitLabel: t("users.create.submit"),
		schema: UserCreateSchema,
		fields: FIELDS,
		defaultValues: {
			email: "",
			first_name: "",
			last_name: "",
			role: roles.includes("user") ? "user" : roles[0],
			id_organization: actor.id_organization,
			team: null,
			brand: null,
			send_reset_link: false,
			password: ""
		},
		onSubmit: async (values) => {
			onCreated(await create.mutateAsync(values), !!values.send_reset_link);
		},
		size: "lg",
		children: ({ register, control, watch, setValue, formState: { errors } }) => {
			const withLink = watch("send_reset_link");
			const organization = watch("id_organization") ?? actor.id_organization;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					columns: {
						base: 1,
						md: 2
					},
					gap: "4",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.email"),
							error: errors.email?.message,
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "email",
								autoComplete: "off",
								...register("email")
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.role"),
							error: errors.role?.message,
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoleSelect, {
								roles,
								field: register("role")
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.firstName"),
							error: errors.first_name?.message,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								autoComplete: "off",
								...register("first_name")
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.lastName"),
							error: errors.last_name?.message,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								autoComplete: "off",
								...register("last_name")
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.team"),
							error: errors.team?.message,
							helper: t("users.hints.team"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "number",
								min: 1,
								...register("team", { setValueAs: idOrNull })
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.brand"),
							error: errors.brand?.message,
							helper: t("users.hints.brand"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
								control,
								name: "brand",
								render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandSelect, {
									organization,
									field
								})
							})
						}),
						choosesOrganization && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.organization"),
							error: errors.id_organization?.message,
							helper: t("users.hints.organization"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
								control,
								name: "id_organization",
								render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationSelect, {
									organizations,
									field: {
										...field,
										onChange: (id) => {
											field.onChange(id ?? void 0);
											setValue("brand", null);
										}
									}
								})
							})
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							id: "user-create-access",
							fontSize: "sm",
							fontWeight: "medium",
							children: t("users.create.access")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control,
							name: "send_reset_link",
							render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SegmentGroupRoot, {
								size: "sm",
								alignSelf: "flex-start",
								"aria-labelledby": "user-create-access",
								value: field.value ? "link" : "password",
								onValueChange: (e) => field.onChange(e.value === "link"),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItems, { items: [{
									value: "password",
									label: t("users.create.setPassword")
								}, {
									value: "link",
									label: t("users.create.emailLink")
								}] })]
							})
						}),
						withLink ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "sm",
							color: "fg.muted",
							children: t("users.hints.resetLink")
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("users.fields.password"),
							error: errors.password?.message,
							helper: t("users.hints.password"),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "password",
								autoComplete: "new-password",
								...register("password")
							})
						}),
						errors.send_reset_link?.message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "sm",
							color: "fg.error",
							role: "alert",
							children: errors.send_reset_link.message
						})
					]
				})]
			});
		}
	});
}
// src/features/users/UserListPage.tsx
/** /apps/user/list (read on User): the users the caller may read, searched, filtered and paged. */
function UserListPage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const roleLabel = useRoleLabel();
	const dates = useUserDates();
	const [creating, setCreating] = (0, import_react.useState)(false);
	const { list, query } = useResourceList(userResource);
	const columns = (0, import_react.useMemo)(() => [
		{
			id: "user",
			header: "users.columns.user",
			sortField: "email",
			cell: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				minW: "14rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarRoot, {
					size: "sm",
					colorPalette: "primary",
					variant: "subtle",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarFallback, { name: fullName(user) })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "0",
					minW: "0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						asChild: true,
						fontWeight: "medium",
						color: "fg",
						focusRing: "outside",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							to: userViewPath(user.id),
							children: fullName(user)
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "xs",
						color: "fg.muted",
						truncate: true,
						dir: "ltr",
						textAlign: "start",
						children: user.email
					})]
				})]
			})
		},
		{
			id: "role",
			header: "users.columns.role",
			sortField: "role",
			cell: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				variant: "subtle",
				colorPalette: "primary",
				children: roleLabel(user.role)
			})
		},
		{
			id: "team",
			header: "users.columns.team",
			hideBelow: "md",
			cell: (user) => user.team === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				color: "fg.muted",
				"aria-hidden": true,
				children: "—"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				as: "span",
				srOnly: true,
				children: t("users.view.none")
			})] }) : t("users.teamValue", { id: user.team })
		},
		{
			id: "status",
			header: "users.columns.status",
			sortField: "is_active",
			cell: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, { active: user.is_active })
		},
		{
			id: "last_login",
			header: "users.columns.lastLogin",
			sortField: "last_login",
			hideBelow: "lg",
			cell: (user) => user.last_login ? dates.dateTime(user.last_login) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				color: "fg.muted",
				children: t("users.never")
			})
		}
	], [
		t,
		roleLabel,
		dates
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceListPage, {
		resource: userResource,
		create: { onClick: () => setCreating(true) },
		columns,
		rowKey: (user) => user.id,
		list,
		query,
		onRowClick: (user) => navigate(userViewPath(user.id)),
		filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
				label: t("users.filters.role"),
				allLabel: t("users.filters.allRoles"),
				value: list.state.filters.role ?? "",
				onChange: (value) => list.setFilter("role", value),
				options: ROLES.map((role) => ({
					value: role,
					label: roleLabel(role)
				}))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
				label: t("users.filters.status"),
				allLabel: t("users.filters.allStatuses"),
				value: list.state.filters.is_active ?? "",
				onChange: (value) => list.setFilter("is_active", value),
				options: [{
					value: "true",
					label: t("users.status.active")
				}, {
					value: "false",
					label: t("users.status.inactive")
				}]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebouncedInput, {
				label: t("users.filters.team"),
				placeholder: t("users.filters.anyTeam"),
				visibleLabel: true,
				type: "text",
				inputMode: "numeric",
				width: "9rem",
				value: list.state.filters.team ?? "",
				onCommit: (value) => list.setFilter("team", value)
			})
		] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserCreateDialog, {
			open: creating,
			onOpenChange: setCreating,
			onCreated: (user, linkSent) => navigate(userViewPath(user.id), { state: { notice: linkSent ? "createdWithLink" : "created" } })
		})
	});
}
/** Active or inactive, in words as well as colour. */
function StatusBadge({ active, testId }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
		variant: "subtle",
		colorPalette: active ? "green" : "gray",
		gap: "1.5",
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			children: active ? "●" : "○"
		}), t(active ? "users.status.active" : "users.status.inactive")]
	});
}
export { StatusBadge, UserListPage, RoleSelect as a, OrganizationSelect as c, canManageUser as d, useUserDates as i, assignableRoles as l, fullName as n, BrandName as o, useActor as r, BrandSelect as s, idOrNull as t, editableUserFields as u };

//# sourceMappingURL=UserListPage-ChnCQU5W.js.map