import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Code } from "./code-BfabJGPC.js";
import { d as MenuTrigger, l as MenuRoot, n as MenuItem, o as MenuPositioner, t as MenuContent } from "./menu-giLp58Cd.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { i as SwitchRoot, n as SwitchHiddenInput, r as SwitchLabel, t as SwitchControl } from "./switch-BTsOt05C.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Textarea } from "./textarea-c7Kx5KOZ.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { t as Plus } from "./plus-BK_pqN1k.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { t as Controller } from "./index.esm-Ie3RzZj5.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as securityRoleName } from "./roleLabel-BoPcF1uS.js";
import "./security-DNq__2E4.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { o as parseFilters } from "./resource-Cli98FiI.js";
import { i as ResourceTable, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { t as useFormats } from "./format-BEahoWuA.js";
import { t as roleResource } from "./roleResource-BYwszkUO.js";
import { i as useRefreshAction, r as useCanManageSecurity, t as RefreshButton } from "./SecurityPage-tX-Y2ieu.js";
import { n as RoleCreateSchema, t as ROLE_LEVELS } from "./roles-GSzf-AGc.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/download.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "download",
	size: 24,
	node: [
		["path", {
			d: "M12 15V3",
			key: "m9g1x1"
		}],
		["path", {
			d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
			key: "ih7n3h"
		}],
		["path", {
			d: "m7 10 5 5 5-5",
			key: "brsn70"
		}]
	]
};
__iconData.node;
var Download = createLucideIcon(__iconData);
// src/features/security/download.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The file name a Content-Disposition header gives, else `fallback`. */
function attachmentName(header, fallback) {
	const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? "");
	if (!match) return fallback;
	try {
		return decodeURIComponent(match[1].trim());
	} catch {
		return match[1].trim();
	}
}
/** Hands a blob to the browser as a download. */
function saveBlob(blob, filename) {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = filename;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1e3);
}
// src/features/security/roleForm.ts
/** The role dialog's schema: the API's own, without the organisation (always the caller's). */
var RoleFormSchema = RoleCreateSchema.omit({ id_organization: true });
var ROLE_FORM_FIELDS = [
	"name",
	"code",
	"description",
	"level",
	"parent_role",
	"is_active"
];
/** The form's starting values: the role's, or a new active organisation role. */
function roleFormDefaults(role) {
	return role ? {
		name: role.name,
		code: role.code,
		description: role.description,
		level: role.level,
		parent_role: role.parent_role,
		is_active: role.is_active
	} : {
		name: "",
		code: "",
		description: "",
		level: "organization",
		parent_role: null,
		is_active: true
	};
}
/**
* What an edit sends: only the fields that changed (a PATCH sends a part), so a system role's
* untouched code and level are never sent back.
*/
function changedFields(role, values) {
	const out = {};
	for (const field of ROLE_FORM_FIELDS) if (values[field] !== role[field]) out[field] = values[field];
	return out;
}
/** A select's value for a nullable id ('' for none) and back. */
var idToOption = (id) => id == null ? "" : String(id);
var optionToId = (value) => value === "" || value == null ? null : Number(value);
// src/features/security/RoleList.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The organisation's security roles as a list (DataTable): searched, filtered by level and
* status, paged. Whoever may manage security creates, edits and deletes them; anyone who reads
* it may export one (csv or json). Used by /security/role-management and /apps/roles.
*/
function RoleList() {
	const { t } = useTranslation();
	const f = useFormats();
	const client = useApiClient();
	const canManage = useCanManageSecurity();
	const [editing, setEditing] = (0, import_react.useState)(null);
	const [deleting, setDeleting] = (0, import_react.useState)(null);
	const [exportFailed, setExportFailed] = (0, import_react.useState)(false);
	const { remove } = useResourceMutations(roleResource);
	const { list, query } = useResourceList(roleResource);
	const filters = parseFilters(roleResource, list.state.filters);
	const refresh = useRefreshAction([query]);
	const exportRole = async (role, format) => {
		setExportFailed(false);
		const { data, response } = await client.GET("/api/security/roles/{id}/export/", {
			params: {
				path: { id: role.id },
				query: { format }
			},
			parseAs: "blob"
		});
		if (!data) return setExportFailed(true);
		saveBlob(data, attachmentName(response.headers.get("content-disposition"), `role-${role.code}.${format}`));
	};
	const columns = (0, import_react.useMemo)(() => [
		{
			id: "name",
			header: "security.roles.columns.role",
			sortField: "name",
			cell: (role) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "0",
				minW: "10rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: securityRoleName(t, role)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "xs",
					color: "fg.muted",
					children: role.code
				})]
			})
		},
		{
			id: "level",
			header: "security.roles.columns.level",
			sortField: "level",
			cell: (role) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				variant: "subtle",
				children: t(`security.levels.${role.level}`)
			})
		},
		{
			id: "users",
			header: "security.roles.columns.users",
			textAlign: "end",
			cell: (role) => f.number(role.users_count)
		},
		{
			id: "permissions",
			header: "security.roles.columns.permissions",
			textAlign: "end",
			hideBelow: "md",
			cell: (role) => f.number(role.permissions_count)
		},
		{
			id: "status",
			header: "security.roles.columns.status",
			hideBelow: "sm",
			cell: (role) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "1.5",
				wrap: "wrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					colorPalette: role.is_active ? "green" : "gray",
					variant: "subtle",
					children: t(role.is_active ? "security.roles.active" : "security.roles.inactive")
				}), role.is_system_role && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					colorPalette: "purple",
					variant: "subtle",
					children: t("security.roles.system")
				})]
			})
		},
		{
			id: "actions",
			header: "security.roles.columns.actions",
			textAlign: "end",
			cell: (role) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "1",
				justify: "flex-end",
				children: [
					canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						size: "xs",
						variant: "ghost",
						"aria-label": t("security.roles.edit", { name: securityRoleName(t, role) }),
						title: t("security.roles.edit", { name: securityRoleName(t, role) }),
						onClick: () => setEditing(role),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuTrigger, {
						asChild: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							size: "xs",
							variant: "ghost",
							"aria-label": t("security.roles.export", { name: securityRoleName(t, role) }),
							title: t("security.roles.export", { name: securityRoleName(t, role) }),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download, {})
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: "csv",
						onClick: () => void exportRole(role, "csv"),
						children: t("security.roles.exportCsv")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: "json",
						onClick: () => void exportRole(role, "json"),
						children: t("security.roles.exportJson")
					})] }) }) })] }),
					canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						size: "xs",
						variant: "ghost",
						colorPalette: "red",
						"aria-label": t("security.roles.delete", { name: securityRoleName(t, role) }),
						title: role.is_system_role ? t("security.roles.systemNoDelete") : t("security.roles.delete", { name: securityRoleName(t, role) }),
						disabled: role.is_system_role,
						onClick: () => setDeleting(role),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {})
					})
				]
			})
		}
	], [
		t,
		f,
		canManage
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [
			exportFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				role: "alert",
				color: "fg.error",
				children: t("security.roles.exportFailed")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceTable, {
				resource: roleResource,
				columns,
				rowKey: (role) => role.id,
				list,
				query,
				errorText: t(refresh.failed ? "security.errors.refreshPermissions" : "security.errors.loadRoles"),
				filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						label: t("security.roles.columns.level"),
						allLabel: t("security.roles.allLevels"),
						value: filters.level ?? "",
						options: ROLE_LEVELS.map((l) => ({
							value: l,
							label: t(`security.levels.${l}`)
						})),
						onChange: (value) => list.setFilter("level", value)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						label: t("security.roles.columns.status"),
						allLabel: t("security.roles.allStatuses"),
						value: filters.active_only === "true" ? "true" : "",
						options: [{
							value: "true",
							label: t("security.roles.activeOnly")
						}],
						onChange: (value) => list.setFilter("active_only", value)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "2",
						ms: "auto",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshButton, {
							onClick: refresh.refresh,
							loading: refresh.loading
						}), canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							colorPalette: "primary",
							onClick: () => setEditing("new"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), t("security.roles.create")]
						})]
					})
				] })
			}),
			canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoleFormDialog, {
				role: editing === "new" ? null : editing,
				open: editing !== null,
				onOpenChange: (open) => !open && setEditing(null)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: !!deleting,
				onOpenChange: (open) => !open && setDeleting(null),
				title: t("security.roles.deleteTitle"),
				body: t("security.roles.deleteBody", { name: deleting?.name ?? "" }),
				confirmLabel: t("security.roles.deleteConfirm"),
				destructive: true,
				onConfirm: async () => {
					await remove.mutateAsync(deleting.id);
				}
			})
		]
	});
}
/** Create or edit a role (name, code, description, level, parent role, active). */
function RoleFormDialog({ role, open, onOpenChange }) {
	const { t } = useTranslation();
	const client = useApiClient();
	const ability = useAppAbility();
	const { create, update } = useResourceMutations(roleResource);
	const parents = useAllPages([
		"get",
		"/api/security/roles/",
		{ ordering: "name" }
	], (page, page_size) => client.GET("/api/security/roles/", { params: { query: {
		page,
		page_size,
		ordering: "name"
	} } }), { enabled: open });
	const levels = ROLE_LEVELS.filter((l) => l !== "system" || ability?.can("manage", "all") || role?.level === l);
	const system = !!role?.is_system_role;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		open,
		onOpenChange,
		title: t(role ? "security.roles.editTitle" : "security.roles.createTitle"),
		description: role ? securityRoleName(t, role) : t("security.roles.createDescription"),
		submitLabel: t(role ? "security.save" : "security.roles.create"),
		schema: RoleFormSchema,
		defaultValues: roleFormDefaults(role),
		fields: ROLE_FORM_FIELDS,
		onSubmit: async (values) => {
			if (role) {
				const body = changedFields(role, values);
				if (Object.keys(body).length) await update.mutateAsync({
					id: role.id,
					body
				});
			} else await create.mutateAsync(values);
		},
		children: ({ register, control, formState: { errors } }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: t("security.roles.fields.name"),
				error: errors.name?.message,
				required: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...register("name"),
					autoComplete: "off"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: t("security.roles.fields.code"),
				error: errors.code?.message,
				helper: system ? t("security.roles.systemCode") : t("security.roles.codeHelp"),
				required: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...register("code"),
					dir: "ltr",
					autoComplete: "off",
					readOnly: system
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: t("security.roles.fields.description"),
				error: errors.description?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					...register("description"),
					rows: 2
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: t("security.roles.fields.level"),
				error: errors.level?.message,
				required: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
					disabled: system,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						...register("level"),
						children: levels.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: l,
							children: t(`security.levels.${l}`)
						}, l))
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: t("security.roles.fields.parent"),
				error: errors.parent_role?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: "parent_role",
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
						name: field.name,
						ref: field.ref,
						onBlur: field.onBlur,
						value: idToOption(field.value),
						onChange: (e) => field.onChange(optionToId(e.target.value)),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: t("security.roles.noParent")
						}), (parents.data ?? []).filter((r) => r.id !== role?.id).map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
							value: r.id,
							children: [
								securityRoleName(t, r),
								" (",
								r.code,
								")"
							]
						}, r.id))]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "is_active",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SwitchRoot, {
					checked: field.value ?? true,
					onCheckedChange: (e) => field.onChange(e.checked),
					colorPalette: "primary",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchHiddenInput, {
							name: field.name,
							onBlur: field.onBlur
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchControl, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchLabel, { children: t("security.roles.fields.active") })
					]
				})
			}),
			system && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
						size: "sm",
						children: role.code
					}),
					" ",
					t("security.roles.systemNote")
				]
			})
		] })
	});
}
export { RoleList as t };

//# sourceMappingURL=RoleList-DbHQh3gB.js.map