import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { g as USER_LIST_PATH, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { n as AvatarRoot, t as AvatarFallback } from "./avatar-DjFIhxEi.js";
import { i as CheckboxRoot, n as CheckboxHiddenInput, r as CheckboxLabel, t as CheckboxControl } from "./checkbox-DJi1xEEd.js";
import { i as SwitchRoot, n as SwitchHiddenInput, r as SwitchLabel, t as SwitchControl } from "./switch-BTsOt05C.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { i as DataListRoot, n as DataListItemLabel, r as DataListItemValue, t as DataListItem } from "./data-list-B08ULfHA.js";
import { t as Wrap } from "./wrap-Ypz9DG_o.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { t as UserCheck } from "./user-check-Bther4sg.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { f as useLocation, g as useParams, m as useNavigate } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { StatusBadge, a as RoleSelect, c as OrganizationSelect, d as canManageUser, i as useUserDates, l as assignableRoles, n as fullName, o as BrandName, r as useActor, s as BrandSelect, t as idOrNull, u as editableUserFields } from "./UserListPage-ChnCQU5W.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { a as useSessionActor, h as selectUser, i as useSession, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import "./fields-De-4O6oE.js";
import { t as RouteTabs } from "./RouteTabs-v_NIoih6.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { userResource } from "./userResource-BgmuK99P.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
import { n as useRoleLabel, t as securityRoleName } from "./roleLabel-BoPcF1uS.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Controller } from "./index.esm-Ie3RzZj5.js";
import { a as UserUpdateSchema } from "./schemas-BDv3OC7r.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/user-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "user-x",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}],
		["line", {
			x1: "17",
			x2: "22",
			y1: "8",
			y2: "13",
			key: "3nzzx3"
		}],
		["line", {
			x1: "22",
			x2: "17",
			y1: "8",
			y2: "13",
			key: "1swrse"
		}]
	]
};
__iconData.node;
var UserX = createLucideIcon(__iconData);
// src/components/resource/DetailPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The route's `:id` when it names a row that may exist (a positive id within the database's range). */
function useRouteId() {
	const id = Number(useParams().id);
	return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}
/** The API's 404 answer (`{"detail": "Not found."}`). */
var isNotFound = (error) => typeof error === "object" && error !== null && error.detail === "Not found.";
/**
* One row's screen: a link back to its list, then the row, or what keeps it from showing: not
* found (a bad or unknown id), the load failure with Retry, or the spinner. Texts: `<texts>.back`,
* `.notFound`, `.loadFailed`. With `tabs`, the row's sections are tabs that are routes
* (`<tabBase>/:tab`), under what `children` shows above them.
*/
function DetailPage({ texts, backTo, id, query, children, tabs }) {
	const { t } = useTranslation();
	let body;
	if (id === null || isNotFound(query.error)) body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "warning",
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t(`${texts}.notFound`) })]
	});
	else if (query.data !== void 0) {
		const row = query.data;
		body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [children(row), tabs && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteTabs, { ...tabs(row) })] });
	} else if (query.isError) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
		message: t(`${texts}.loadFailed`),
		onRetry: () => void query.refetch(),
		retrying: query.isFetching
	});
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "md",
		color: "primary.fg",
		"aria-label": t("data.table.loading")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "7xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
			to: backTo,
			label: t(`${texts}.back`)
		}), body]
	});
}
// src/features/users/queryKeys.ts
/** Query-key prefix (openapi-react-query: [method, path, init]) to invalidate after changes. */
var USER_SECURITY_ROLES_KEY = ["get", "/api/users/{id}/security-roles/"];
// src/features/users/SecurityRolesSection.tsx
/**
* The security roles a user holds (GET/PUT /api/users/{id}/security-roles/): the system role
* that comes with their role, and the custom roles assigned to them. Shown with read on
* security; changed with manage on security, on a person the caller may edit. The server
* rebuilds the person's abilities on their next request.
*/
function SecurityRolesSection({ user }) {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const actor = useActor();
	const canRead = !!ability?.can("read", "security");
	const canEdit = !!ability?.can("manage", "security") && !!actor && (actor.id === user.id || canManageUser(actor, user));
	if (!canRead) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		bg: "bg",
		borderWidth: "1px",
		rounded: "lg",
		p: {
			base: "5",
			md: "6"
		},
		"data-testid": "security-roles",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mb: "5",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("users.securityRoles.title"),
				subtitle: t("users.securityRoles.subtitle")
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Holdings, {
			user,
			canEdit
		})]
	});
}
function Holdings({ user, canEdit }) {
	const { t } = useTranslation();
	const roleLabel = useRoleLabel();
	const held = useApi().useQuery("get", "/api/users/{id}/security-roles/", { params: { path: { id: user.id } } });
	const client = useApiClient();
	const catalogue = useAllPages([
		"get",
		"/api/security/roles/",
		{
			id_organization: user.id_organization,
			active_only: "true"
		}
	], (page, page_size) => client.GET("/api/security/roles/", { params: { query: {
		id_organization: user.id_organization,
		active_only: "true",
		page,
		page_size,
		ordering: "name"
	} } }), { enabled: canEdit });
	if (held.isError || canEdit && catalogue.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
		message: t("users.securityRoles.loadFailed"),
		onRetry: () => {
			held.refetch();
			if (canEdit) catalogue.refetch();
		}
	});
	if (!held.data || canEdit && !catalogue.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "sm",
		color: "primary.fg",
		"aria-label": t("data.table.loading")
	});
	const system = held.data.system_role;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				fontWeight: "medium",
				children: t("users.securityRoles.fromRole")
			}), system ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				variant: "outline",
				colorPalette: "gray",
				children: roleLabel(system.code)
			}) }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				children: t("users.view.none")
			})]
		}), canEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RolePicker, {
			userId: user.id,
			assigned: held.data.roles,
			available: (catalogue.data ?? []).filter((r) => !r.is_system_role)
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				fontWeight: "medium",
				children: t("users.securityRoles.assigned")
			}), held.data.roles.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrap, {
				gap: "2",
				children: held.data.roles.map((role) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					variant: "subtle",
					colorPalette: "primary",
					children: securityRoleName(t, role)
				}, role.id))
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				children: t("users.securityRoles.none")
			})]
		})]
	});
}
function RolePicker({ userId, assigned, available }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const save = useApi().useMutation("put", "/api/users/{id}/security-roles/");
	const initial = (0, import_react.useMemo)(() => assigned.map((r) => r.id).sort((a, b) => a - b), [assigned]);
	const [chosen, setChosen] = (0, import_react.useState)(initial);
	const [notice, setNotice] = (0, import_react.useState)(null);
	const options = (0, import_react.useMemo)(() => {
		const byId = new Map(available.map((r) => [r.id, r]));
		for (const role of assigned) if (!byId.has(role.id)) byId.set(role.id, role);
		return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
	}, [available, assigned]);
	const dirty = chosen.length !== initial.length || chosen.some((id) => !initial.includes(id));
	const toggle = (id, on) => {
		setNotice(null);
		setChosen((current) => on ? [...current, id].sort((a, b) => a - b) : current.filter((x) => x !== id));
	};
	const submit = () => {
		setNotice(null);
		save.mutate({
			params: { path: { id: userId } },
			body: { roles: chosen }
		}, {
			onSuccess: async (result) => {
				await queryClient.invalidateQueries({ queryKey: USER_SECURITY_ROLES_KEY });
				setChosen(result.roles.map((r) => r.id).sort((a, b) => a - b));
				setNotice({
					status: "success",
					text: t("users.securityRoles.saved")
				});
			},
			onError: (error) => setNotice({
				status: "error",
				text: submitFailure(error, []).general ?? t("users.securityRoles.saveFailed")
			})
		});
	};
	if (!options.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontSize: "sm",
		color: "fg.muted",
		children: t("users.securityRoles.noneAvailable")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.fieldset, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.legend, {
				fontSize: "sm",
				fontWeight: "medium",
				mb: "2",
				children: t("users.securityRoles.assigned")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "2",
				children: options.map((role) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CheckboxRoot, {
					checked: chosen.includes(role.id),
					onCheckedChange: (e) => toggle(role.id, !!e.checked),
					colorPalette: "primary",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxHiddenInput, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxControl, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CheckboxLabel, { children: [securityRoleName(t, role), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							as: "span",
							color: "fg.muted",
							fontWeight: "normal",
							ms: "2",
							fontSize: "xs",
							children: [t(`users.securityRoles.level.${role.level}`, { defaultValue: role.level }), !role.is_active && ` · ${t("users.securityRoles.inactive")}`]
						})] })
					]
				}, role.id))
			})] }),
			notice && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
				status: notice.status,
				role: notice.status === "error" ? "alert" : "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: notice.text })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				justify: "flex-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					size: "sm",
					disabled: !dirty || save.isPending,
					onClick: () => {
						setChosen(initial);
						setNotice(null);
					},
					children: t("users.securityRoles.reset")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					colorPalette: "primary",
					size: "sm",
					disabled: !dirty,
					loading: save.isPending,
					onClick: submit,
					children: t("users.securityRoles.save")
				})]
			})
		]
	});
}
// src/features/users/UserEditDialog.tsx
var LABELS = {
	email: "users.fields.email",
	first_name: "users.fields.firstName",
	last_name: "users.fields.lastName",
	phone_number: "users.fields.phoneNumber",
	birthday: "users.fields.birthday",
	department: "users.fields.department",
	role: "users.fields.role",
	team: "users.fields.team",
	brand: "users.fields.brand",
	id_organization: "users.fields.organization",
	is_staff: "users.fields.isStaff",
	is_superuser: "users.fields.isSuperuser"
};
var TEXT_INPUTS = {
	email: {
		type: "email",
		autoComplete: "off"
	},
	first_name: {
		type: "text",
		autoComplete: "off"
	},
	last_name: {
		type: "text",
		autoComplete: "off"
	},
	phone_number: {
		type: "tel",
		autoComplete: "off"
	},
	department: {
		type: "text",
		autoComplete: "off"
	}
};
/**
* Edit a user: only the fields the signed-in user may change on this person (`fields`, from
* `editableUserFields`), validated with the API's UserUpdateSchema; only what changed is sent.
* The server applies the same rules again.
*/
function UserEditDialog({ user, fields, open, onOpenChange, onSaved }) {
	const { t } = useTranslation();
	const actor = useActor();
	const { update } = useResourceMutations(userResource);
	const organizations = useOrganizations();
	const organizationLabel = useOrganizationLabel();
	const shown = fields.filter((f) => f !== "is_active");
	const roles = actor ? assignableRoles(actor) : [];
	if (!roles.includes(user.role)) roles.unshift(user.role);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		open,
		onOpenChange,
		title: t("users.edit.title", { name: fullName(user) }),
		description: t("users.edit.description"),
		submitLabel: t("users.edit.submit"),
		schema: UserUpdateSchema,
		fields: shown,
		defaultValues: Object.fromEntries(shown.map((f) => [f, user[f]])),
		onSubmit: async (values) => {
			const changes = Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== void 0 && value !== user[field]));
			if (!Object.keys(changes).length) return onSaved(null);
			onSaved(await update.mutateAsync({
				id: user.id,
				body: changes
			}));
		},
		size: "lg",
		children: ({ register, control, watch, setValue, formState: { errors } }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			columns: {
				base: 1,
				md: 2
			},
			gap: "4",
			children: shown.map((field) => {
				const error = errors[field]?.message;
				const label = t(LABELS[field]);
				const text = TEXT_INPUTS[field];
				if (text) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label,
					error,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: text.type,
						autoComplete: text.autoComplete,
						...register(field)
					})
				}, field);
				switch (field) {
					case "birthday": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						error,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "date",
							...register("birthday", { setValueAs: (v) => v || null })
						})
					}, field);
					case "role": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						error,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoleSelect, {
							roles,
							field: register("role")
						})
					}, field);
					case "team": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						error,
						helper: t("users.hints.team"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "number",
							min: 1,
							...register("team", { setValueAs: idOrNull })
						})
					}, field);
					case "brand": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						error,
						helper: t("users.hints.brand"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control,
							name: "brand",
							render: ({ field: brand }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandSelect, {
								organization: watch("id_organization") ?? user.id_organization,
								field: brand
							})
						})
					}, field);
					case "id_organization": return organizations.several ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						error,
						helper: t("users.hints.organization"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control,
							name: "id_organization",
							render: ({ field: organization }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationSelect, {
								organizations,
								field: {
									...organization,
									onChange: (id) => {
										organization.onChange(id ?? void 0);
										if (id !== user.id_organization) setValue("brand", null);
									}
								}
							})
						})
					}, field) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							py: "2",
							children: organizationLabel(user.id_organization)
						})
					}, field);
					default: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
						justify: "flex-end",
						pb: "2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control,
							name: field,
							render: ({ field: flag }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SwitchRoot, {
								checked: !!flag.value,
								onCheckedChange: (e) => flag.onChange(e.checked),
								colorPalette: "primary",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchHiddenInput, {
										onBlur: flag.onBlur,
										name: flag.name
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchControl, {}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchLabel, { children: label })
								]
							})
						})
					}, field);
				}
			})
		})
	});
}
// src/features/users/UserViewPage.tsx
/** /apps/user/view/:id (read on User): the person's profile, edit, (de)activation, security roles. */
function UserViewPage() {
	const id = useRouteId();
	const query = useApi().useQuery("get", "/api/users/{id}/", { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailPage, {
		texts: "users.view",
		backTo: USER_LIST_PATH,
		id,
		query,
		children: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserDetail, { user })
	});
}
function UserDetail({ user }) {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const actor = useActor();
	const me = useSession(selectUser);
	const session = useSessionActor();
	const roleLabel = useRoleLabel();
	const organizationLabel = useOrganizationLabel();
	const dates = useUserDates();
	const location = useLocation();
	const navigate = useNavigate();
	const { update } = useResourceMutations(userResource);
	const [editing, setEditing] = (0, import_react.useState)(false);
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const name = fullName(user);
	const [notice, setNotice] = (0, import_react.useState)(() => {
		const kind = location.state?.notice;
		return kind === "created" || kind === "createdWithLink" ? {
			status: "success",
			text: t(`users.create.${kind}`, { email: user.email })
		} : null;
	});
	(0, import_react.useEffect)(() => {
		if (location.state) navigate(location.pathname + location.search, {
			replace: true,
			state: null
		});
	}, [location, navigate]);
	const editable = (0, import_react.useMemo)(() => actor ? editableUserFields(ability, actor, user) : [], [
		ability,
		actor,
		user
	]);
	const canEdit = editable.some((f) => f !== "is_active");
	const canToggleActive = editable.includes("is_active");
	const setActive = async (active) => {
		await update.mutateAsync({
			id: user.id,
			body: { is_active: active }
		});
		setNotice({
			status: "success",
			text: t(active ? "users.reactivate.done" : "users.deactivate.done", { name })
		});
	};
	const rows = [
		["users.fields.email", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			dir: "ltr",
			children: user.email
		})],
		["users.fields.firstName", user.first_name || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {})],
		["users.fields.lastName", user.last_name || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {})],
		["users.fields.phoneNumber", user.phone_number ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			dir: "ltr",
			children: user.phone_number
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {})],
		["users.fields.birthday", user.birthday ? dates.day(user.birthday) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {})],
		["users.fields.department", user.department || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {})],
		["users.fields.role", roleLabel(user.role)],
		["users.fields.organization", organizationLabel(user.id_organization)],
		["users.fields.team", user.team === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {}) : t("users.teamValue", { id: user.team })],
		["users.fields.brand", user.brand === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(None, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandName, { id: user.brand })],
		["users.fields.isStaff", t(user.is_staff ? "users.view.yes" : "users.view.no")],
		["users.fields.isSuperuser", t(user.is_superuser ? "users.view.yes" : "users.view.no")],
		["users.fields.dateJoined", dates.dateTime(user.date_joined)],
		["users.fields.lastLogin", user.last_login ? dates.dateTime(user.last_login) : t("users.never")]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				bg: "bg",
				borderWidth: "1px",
				rounded: "lg",
				p: {
					base: "5",
					md: "6"
				},
				gap: "5",
				wrap: "wrap",
				align: "center",
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "4",
					minW: "0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarRoot, {
						size: "2xl",
						colorPalette: "primary",
						variant: "subtle",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarFallback, { name })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "1.5",
						minW: "0",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
								as: "h1",
								size: "xl",
								truncate: true,
								children: name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								color: "fg.muted",
								dir: "ltr",
								textAlign: "start",
								truncate: true,
								children: user.email
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Wrap, {
								gap: "2",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
										variant: "subtle",
										colorPalette: "primary",
										children: roleLabel(user.role)
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
										active: user.is_active,
										testId: "user-status"
									}),
									user.is_superuser && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
										colorPalette: "red",
										children: t("users.fields.isSuperuser")
									}),
									user.is_staff && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
										colorPalette: "blue",
										children: t("users.fields.isStaff")
									})
								]
							})
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "3",
					wrap: "wrap",
					children: [canEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "outline",
						onClick: () => setEditing(true),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, { "aria-hidden": true }), t("users.view.edit")]
					}), canToggleActive && (user.is_active ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "outline",
						colorPalette: "red",
						onClick: () => setConfirming(true),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserX, { "aria-hidden": true }), t("users.view.deactivate")]
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "outline",
						colorPalette: "green",
						onClick: () => setConfirming(true),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserCheck, { "aria-hidden": true }), t("users.view.reactivate")]
					}))]
				})]
			}),
			notice && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
				status: notice.status,
				role: notice.status === "error" ? "alert" : "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: notice.text })]
			}),
			!canEdit && !canToggleActive && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				children: t("users.view.readOnly")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 2
				},
				gap: "6",
				alignItems: "start",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					bg: "bg",
					borderWidth: "1px",
					rounded: "lg",
					p: {
						base: "5",
						md: "6"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						mb: "5",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
							title: t("users.view.profile"),
							subtitle: t("users.view.profileSubtitle")
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListRoot, {
						orientation: "horizontal",
						gap: "3",
						size: "sm",
						children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, {
							minW: "9rem",
							children: t(label)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: value })] }, label))
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecurityRolesSection, { user })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserEditDialog, {
				user,
				fields: editable,
				open: editing,
				onOpenChange: setEditing,
				onSaved: (updated) => {
					if (!updated) return;
					if (me && updated.id === me.id) session.send({
						type: "USER_UPDATED",
						user: {
							...me,
							...updated
						}
					});
					setNotice({
						status: "success",
						text: t("users.edit.saved")
					});
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: confirming,
				onOpenChange: setConfirming,
				title: t(user.is_active ? "users.deactivate.title" : "users.reactivate.title", { name }),
				body: t(user.is_active ? "users.deactivate.body" : "users.reactivate.body"),
				confirmLabel: t(user.is_active ? "users.deactivate.confirm" : "users.reactivate.confirm"),
				destructive: user.is_active,
				onConfirm: () => setActive(!user.is_active)
			})
		]
	});
}
function None() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		as: "span",
		color: "fg.muted",
		children: t("users.view.none")
	});
}
export { UserViewPage };

//# sourceMappingURL=UserViewPage-CDU6yom9.js.map