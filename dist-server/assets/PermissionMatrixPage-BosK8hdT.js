import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as CloseButton } from "./close-button-DSH_3U-2.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { i as CheckboxRoot, n as CheckboxHiddenInput, r as CheckboxLabel, t as CheckboxControl } from "./checkbox-DJi1xEEd.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator, t as AlertContent } from "./alert-C01vb24l.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { _ as useSearchParams } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { a as DialogContent, c as DialogHeader, d as DialogTitle, i as DialogCloseTrigger, l as DialogPositioner, n as DialogBackdrop, o as DialogDescription, r as DialogBody, s as DialogFooter, t as DialogActionTrigger, u as DialogRoot } from "./dialog-Cf02MJtP.js";
import { t as securityRoleName } from "./roleLabel-BoPcF1uS.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useVocabulary } from "./vocabularyText-BwJiDHc1.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as CONDITION_PRESETS } from "./customRules-BbloVyKw.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { i as useRefreshAction, n as SecurityPage, t as RefreshButton } from "./SecurityPage-tX-Y2ieu.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Lock } from "./lock-B0z-Y5UA.js";
import { t as Check } from "./check-Bkw84dUP.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/funnel.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "funnel",
	size: 24,
	node: [["path", {
		d: "M10 20a1 1 0 0 0 .553.895l2 1A1 1 0 0 0 14 21v-7a2 2 0 0 1 .517-1.341L21.74 4.67A1 1 0 0 0 21 3H3a1 1 0 0 0-.742 1.67l7.225 7.989A2 2 0 0 1 10 14z",
		key: "sc7q7i"
	}]],
	aliases: ["filter"]
};
__iconData$3.node;
var Funnel = createLucideIcon(__iconData$3);
// ../../main/node_modules/lucide-react/dist/esm/icons/lock-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "lock-open",
	size: 24,
	node: [["rect", {
		width: "18",
		height: "11",
		x: "3",
		y: "11",
		rx: "2",
		ry: "2",
		key: "1w4ew1"
	}], ["path", {
		d: "M7 11V7a5 5 0 0 1 9.9-1",
		key: "1mm8w8"
	}]],
	aliases: ["unlock"]
};
__iconData$2.node;
var LockOpen = createLucideIcon(__iconData$2);
// ../../main/node_modules/lucide-react/dist/esm/icons/minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "minus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}]]
};
__iconData$1.node;
var Minus = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/triangle-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "triangle-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3",
			key: "wmoenq"
		}],
		["path", {
			d: "M12 9v4",
			key: "juzpu7"
		}],
		["path", {
			d: "M12 17h.01",
			key: "p32p05"
		}]
	],
	aliases: ["alert-triangle", "triangle-alert"]
};
__iconData.node;
var TriangleExclamationPoint = createLucideIcon(__iconData);
// src/features/security/conditions.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The conditions editor's choices (issue 4 §3), in the order shown. */
var PRESETS = [
	"own_organization",
	"own_team",
	"own_brand",
	"own_records"
];
/**
* The presets a stored permission's conditions amount to, and whatever else they hold (a
* condition written through the API, kept as it is).
*/
function presetsOf(conditions) {
	const other = { ...conditions };
	const presets = [];
	for (const preset of PRESETS) {
		const entries = Object.entries(CONDITION_PRESETS[preset]);
		if (entries.every(([key, value]) => other[key] === value)) {
			presets.push(preset);
			for (const [key] of entries) delete other[key];
		}
	}
	return {
		presets,
		other
	};
}
/**
* The conditions to store for the chosen presets plus the other conditions kept; null when there
* are none (the permission applies to every row of the holder's organisation).
*/
function conditionsFor(presets, other = {}) {
	const out = { ...other };
	for (const preset of PRESETS) if (presets.includes(preset)) Object.assign(out, CONDITION_PRESETS[preset]);
	return Object.keys(out).length ? out : null;
}
var hasConditions = (conditions) => !!conditions && Object.keys(conditions).length > 0;
// src/features/security/ConditionsDialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The conditions of one granted cell: own organisation, own team, own brand, own records (each a
* placeholder the server fills in with the holder's value). Conditions written otherwise are
* shown and kept.
*/
function ConditionsDialog({ open, onOpenChange, cellLabel, conditions, onSave }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		open,
		onOpenChange: (e) => onOpenChange(e.open),
		placement: "center",
		lazyMount: true,
		unmountOnExit: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConditionsForm, {
			cellLabel,
			conditions,
			onSave: (next) => {
				onSave(next);
				onOpenChange(false);
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogCloseTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
				size: "sm",
				"aria-label": t("security.matrix.close")
			})
		})] }) })] })
	});
}
function ConditionsForm({ cellLabel, conditions, onSave }) {
	const { t } = useTranslation();
	const initial = presetsOf(conditions);
	const [presets, setPresets] = (0, import_react.useState)(initial.presets);
	const others = Object.entries(initial.other);
	const toggle = (preset, on) => setPresets((current) => on ? [...current, preset] : current.filter((p) => p !== preset));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, {
			flexDirection: "column",
			alignItems: "stretch",
			gap: "1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: t("security.matrix.conditionsTitle") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
				color: "fg.muted",
				fontSize: "sm",
				children: cellLabel
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					children: t("security.matrix.conditionsHelp")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					gap: "3",
					role: "group",
					"aria-label": t("security.matrix.conditionsTitle"),
					children: PRESETS.map((preset) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CheckboxRoot, {
						checked: presets.includes(preset),
						onCheckedChange: (e) => toggle(preset, e.checked === true),
						alignItems: "flex-start",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxHiddenInput, {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxControl, { mt: "0.5" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "0",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxLabel, { children: t(`security.conditions.${preset}`) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "xs",
									color: "fg.muted",
									children: t(`security.conditions.${preset}Help`)
								})]
							})
						]
					}, preset))
				}),
				others.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						fontWeight: "medium",
						children: t("security.matrix.otherConditions")
					}), others.map(([key, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Code, {
						size: "sm",
						dir: "ltr",
						alignSelf: "flex-start",
						children: [
							key,
							" = ",
							JSON.stringify(value)
						]
					}, key))]
				})
			]
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogFooter, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActionTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				children: t("security.cancel")
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			colorPalette: "primary",
			onClick: () => onSave(conditionsFor(presets, initial.other)),
			children: t("security.save")
		})] })
	] });
}
// src/features/security/matrixModel.ts
var byOrder = (a, b) => a.sort_order - b.sort_order || a.id - b.id;
/**
* The grid's rows (application › module) and columns (operations) from the catalogue, each in
* its `sort_order`. Modules of an application missing from the list are left out, and an
* application without modules shows no block.
*/
function buildMatrix(applications, modules, operations) {
	const groups = [...applications].sort(byOrder).map((application) => ({
		application,
		modules: modules.filter((m) => m.application === application.id).sort(byOrder)
	})).filter((group) => group.modules.length > 0);
	return {
		groups,
		modules: groups.flatMap((g) => g.modules),
		operations: [...operations].sort(byOrder)
	};
}
var cellKey = (module, operation) => `${module}:${operation}`;
/** A role's permissions by cell. */
function grantsOf(permissions) {
	return new Map(permissions.map((p) => [cellKey(p.module, p.operation), p]));
}
/** A system role's built-in rights by cell. */
function builtInsOf(entries) {
	const out = /* @__PURE__ */ new Map();
	for (const e of entries) {
		const key = cellKey(e.module, e.operation);
		const cell = out.get(key) ?? {
			whole: false,
			limits: [],
			viaManage: true
		};
		if (!!e.conditions || !!e.fields?.length) cell.limits.push({
			conditions: e.conditions,
			fields: e.fields
		});
		else cell.whole = true;
		cell.viaManage &&= e.via_manage;
		out.set(key, cell);
	}
	for (const cell of out.values()) if (cell.whole) cell.limits = [];
	return out;
}
/**
* A cell the grid shows read-only: the role table grants it whole, and no stored permission
* repeats it (one that does stays revocable). A limited built-in right leaves the cell editable:
* a stored permission may widen it.
*/
var isLocked = (builtIns, grants, cell) => {
	const key = cellKey(cell.module, cell.operation);
	return !!builtIns.get(key)?.whole && !grants.has(key);
};
/** The cells of a row or column a bulk toggle acts on: the ones not read-only. */
var editableCells = (cells, grants, builtIns) => cells.filter((c) => !isLocked(builtIns, grants, c));
/** How many of these cells are granted: none, some or all (a bulk toggle's state). */
function coverage(grants, cells) {
	const granted = cells.filter((c) => grants.has(cellKey(c.module, c.operation))).length;
	return granted === 0 ? "none" : granted === cells.length ? "all" : "some";
}
var rowCells = (module, operations) => operations.map((o) => ({
	module,
	operation: o.id
}));
var columnCells = (operation, modules) => modules.map((m) => ({
	module: m.id,
	operation
}));
/**
* A bulk toggle: when every cell is granted it revokes them all; otherwise it grants the ones
* missing (without conditions). Cells already as wanted are not sent.
*/
function bulkToggle(role, grants, cells) {
	const revoke = coverage(grants, cells) === "all";
	return cells.filter((c) => grants.has(cellKey(c.module, c.operation)) === revoke).map((c) => ({
		role,
		module: c.module,
		operation: c.operation,
		action: revoke ? "revoke" : "grant"
	}));
}
/** One cell's toggle. */
function cellToggle(role, grants, cell) {
	const granted = grants.has(cellKey(cell.module, cell.operation));
	return {
		role,
		module: cell.module,
		operation: cell.operation,
		action: granted ? "revoke" : "grant"
	};
}
/** New conditions for a granted cell (null: none), as the API takes it. */
function conditionsUpdate(role, cell, conditions) {
	return {
		role,
		module: cell.module,
		operation: cell.operation,
		action: "grant",
		conditions
	};
}
/**
* The role's permissions once `updates` are applied: what the grid shows at once, before the
* server answers (and what it goes back from if the server refuses). A grant of a new cell
* gets a provisional id (negative) until the list is fetched again.
*/
function applyUpdates(permissions, updates, catalogue) {
	const out = [...permissions];
	let provisional = -1;
	for (const u of updates) {
		const index = out.findIndex((p) => p.module === u.module && p.operation === u.operation);
		if (u.action === "revoke") {
			if (index >= 0) out.splice(index, 1);
			continue;
		}
		if (index >= 0) {
			const current = out[index];
			out[index] = {
				...current,
				conditions: u.conditions === void 0 ? current.conditions : u.conditions ?? null,
				fields: u.fields === void 0 ? current.fields : u.fields ?? null
			};
			continue;
		}
		const module = catalogue.modules.find((m) => m.id === u.module);
		const operation = catalogue.operations.find((o) => o.id === u.operation);
		out.push({
			id: provisional--,
			role: u.role,
			module: u.module,
			module_code: module?.code ?? "",
			application: module?.application ?? 0,
			operation: u.operation,
			operation_code: operation?.code ?? "",
			conditions: u.conditions ?? null,
			fields: u.fields ?? null,
			created_at: (/* @__PURE__ */ new Date()).toISOString()
		});
	}
	return out;
}
/** The dangerous operations (`is_dangerous`) a list of updates would grant: these are confirmed first. */
function dangerousGrants(updates, operations) {
	const ids = new Set(updates.filter((u) => u.action === "grant").map((u) => u.operation));
	return operations.filter((o) => o.is_dangerous && ids.has(o.id));
}
/**
* Where the focus goes from (row, column) on an arrow key in a grid of `rows` × `columns`, where
* row -1 holds the column toggles and column -1 the row toggles (the corner is empty). In a
* right-to-left page the left and right arrows swap: they follow what the reader sees.
*/
function moveFocus(at, key, size, rtl = false) {
	let { row, column } = at;
	const horizontal = rtl ? {
		ArrowLeft: 1,
		ArrowRight: -1
	} : {
		ArrowLeft: -1,
		ArrowRight: 1
	};
	switch (key) {
		case "ArrowUp":
			row -= 1;
			break;
		case "ArrowDown":
			row += 1;
			break;
		case "ArrowLeft":
		case "ArrowRight":
			column += horizontal[key];
			break;
		case "Home":
			column = row === -1 ? 0 : -1;
			break;
		case "End":
			column = size.columns - 1;
			break;
		default: return null;
	}
	row = Math.min(Math.max(row, -1), size.rows - 1);
	column = Math.min(Math.max(column, -1), size.columns - 1);
	if (row === -1 && column === -1) return at;
	return {
		row,
		column
	};
}
function limitParts(limit) {
	const { id, ...rest } = limit.conditions ?? {};
	const { presets, other } = presetsOf(rest);
	const ownAccount = id === "${user.id}";
	if (id === "${user.team}" && !presets.includes("own_team")) presets.push("own_team");
	else if (id !== void 0 && !ownAccount) other.id = id;
	return {
		presets,
		ownAccount,
		other,
		fields: limit.fields ?? []
	};
}
// src/features/security/MatrixToggles.tsx
/** One right of the role: a checkbox, orange when the right is a dangerous one. */
function CellToggle({ checked, label, dangerous, onClick, ...stop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		role: "checkbox",
		"aria-checked": checked,
		"aria-label": label,
		"data-testid": "matrix-cell",
		onClick,
		...stop,
		boxSize: "7",
		display: "inline-flex",
		alignItems: "center",
		justifyContent: "center",
		rounded: "md",
		borderWidth: "2px",
		borderColor: checked ? dangerous ? "orange.solid" : "primary.solid" : "border.emphasized",
		bg: checked ? dangerous ? "orange.solid" : "primary.solid" : "bg",
		color: checked ? dangerous ? "orange.contrast" : "primary.contrast" : void 0,
		focusVisibleRing: "outside",
		_hover: { borderColor: dangerous ? "orange.fg" : "primary.fg" },
		children: checked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
			size: 16,
			strokeWidth: 3,
			"aria-hidden": true
		})
	});
}
/**
* A right the role has from the role table: shown granted, read-only. It stays in the grid's tab
* order (the arrow keys pass through it) and says why it cannot be changed.
*/
function BuiltInToggle({ label, ...stop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		role: "checkbox",
		"aria-checked": true,
		"aria-disabled": true,
		"aria-readonly": true,
		"aria-label": label,
		title: label,
		"data-testid": "matrix-cell",
		"data-built-in": "",
		...stop,
		boxSize: "7",
		display: "inline-flex",
		alignItems: "center",
		justifyContent: "center",
		rounded: "md",
		borderWidth: "2px",
		borderStyle: "dotted",
		borderColor: "border.emphasized",
		bg: "bg.emphasized",
		color: "fg.muted",
		cursor: "not-allowed",
		focusVisibleRing: "outside",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
			size: 13,
			strokeWidth: 2.5,
			"aria-hidden": true
		})
	});
}
/** A whole row's or column's rights at once: none, some or all of them granted. */
function BulkToggle({ state, label, disabled, onClick, ...stop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		"aria-label": label,
		"aria-disabled": disabled || void 0,
		title: label,
		onClick: disabled ? void 0 : onClick,
		opacity: disabled ? .4 : 1,
		...stop,
		boxSize: "6",
		flexShrink: "0",
		display: "inline-flex",
		alignItems: "center",
		justifyContent: "center",
		rounded: "sm",
		borderWidth: "1px",
		borderStyle: "dashed",
		borderColor: "border.emphasized",
		color: state === "none" ? "fg.subtle" : "primary.fg",
		focusVisibleRing: "outside",
		_hover: { bg: "bg.muted" },
		children: state === "all" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
			size: 14,
			"aria-hidden": true
		}) : state === "some" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Minus, {
			size: 14,
			"aria-hidden": true
		}) : null
	});
}
// src/features/security/MatrixGrid.tsx
var positionKey = (p) => `${p.row}:${p.column}`;
/**
* The grid: one tab stop (roving tabindex); the arrow keys move between cells, the first row
* (column toggles) and the first column (row toggles); Space toggles; Enter edits the
* conditions of a granted cell.
*/
function MatrixGrid({ roleId, roleName, model, grants, builtIns, onRequest, onEditConditions }) {
	const { t, i18n } = useTranslation();
	const hintId = (0, import_react.useId)();
	const [focus, setFocus] = (0, import_react.useState)({
		row: 0,
		column: 0
	});
	const items = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const { modules, operations } = model;
	const size = {
		rows: modules.length,
		columns: operations.length
	};
	const rowIndex = new Map(modules.map((m, i) => [m.id, i]));
	const editable = (cells) => editableCells(cells, grants, builtIns);
	const describeBuiltIn = useBuiltInDescription();
	const words = useVocabulary();
	const register = (p) => (el) => {
		if (el) items.current.set(positionKey(p), el);
		else items.current.delete(positionKey(p));
	};
	const stop = (p) => ({
		ref: register(p),
		tabIndex: p.row === focus.row && p.column === focus.column ? 0 : -1,
		onFocus: () => setFocus(p)
	});
	const onKeyDown = (event) => {
		if (event.key === "Enter" && focus.row >= 0 && focus.column >= 0) {
			const cell = {
				module: modules[focus.row].id,
				operation: operations[focus.column].id
			};
			event.preventDefault();
			if (grants.has(cellKey(cell.module, cell.operation))) onEditConditions(cell);
			return;
		}
		const next = moveFocus(focus, event.key, size, i18n.dir() === "rtl");
		if (!next) return;
		event.preventDefault();
		setFocus(next);
		items.current.get(positionKey(next))?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		flex: "1",
		minH: "0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "5",
			wrap: "wrap",
			fontSize: "sm",
			color: "fg.muted",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					id: hintId,
					children: t("security.matrix.keyboardHint")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						color: "orange.fg",
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TriangleExclamationPoint, { size: 14 })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						children: t("security.matrix.legendDangerous")
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						color: "primary.fg",
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Funnel, { size: 14 })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						children: t("security.matrix.legendConditions")
					})]
				}),
				builtIns.size > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						color: "fg.muted",
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, { size: 14 })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						children: t("security.matrix.legendBuiltIn")
					})]
				}),
				[...builtIns.values()].some((b) => !b.whole) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						color: "fg.muted",
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockOpen, { size: 14 })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						children: t("security.matrix.legendBuiltInLimited")
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
			borderWidth: "1px",
			rounded: "lg",
			bg: "bg",
			flex: "1",
			minH: "16rem",
			position: "relative",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
				role: "grid",
				size: "sm",
				stickyHeader: true,
				"aria-label": t("security.matrix.gridLabel", { role: roleName }),
				"aria-describedby": hintId,
				onKeyDown,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
					bg: "bg.subtle",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
						scope: "col",
						minW: "11rem",
						children: t("security.matrix.module")
					}), operations.map((operation, column) => {
						const cells = editable(columnCells(operation.id, modules));
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							textAlign: "center",
							minW: "4.5rem",
							px: "1.5",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "1",
								align: "center",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
									gap: "1",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
										as: "span",
										children: words.operation(operation)
									}), operation.is_dangerous && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
										as: "span",
										color: "orange.fg",
										title: t("security.matrix.dangerous"),
										display: "inline-flex",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TriangleExclamationPoint, {
											size: 14,
											"aria-hidden": true
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
											as: "span",
											srOnly: true,
											children: t("security.matrix.dangerous")
										})]
									})]
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BulkToggle, {
									...stop({
										row: -1,
										column
									}),
									state: coverage(grants, cells),
									disabled: cells.length === 0,
									label: t(coverage(grants, cells) === "all" ? "security.matrix.revokeColumn" : "security.matrix.grantColumn", { operation: words.operation(operation) }),
									onClick: () => onRequest(bulkToggle(roleId, grants, cells))
								})]
							})
						}, operation.id);
					})]
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: model.groups.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, {
					bg: "bg.muted",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						colSpan: operations.length + 1,
						fontWeight: "semibold",
						fontSize: "xs",
						py: "1.5",
						children: words.application(group.application)
					})
				}), group.modules.map((module) => {
					const row = rowIndex.get(module.id);
					const cells = editable(rowCells(module.id, operations));
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
						scope: "row",
						fontWeight: "normal",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							justify: "space-between",
							gap: "3",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "0",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
									as: "span",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
										as: "span",
										srOnly: true,
										children: [words.application(group.application), i18n.dir() === "rtl" ? " ‹ " : " › "]
									}), words.module(module)]
								}), module.code.toLowerCase() !== module.name.toLowerCase() && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									as: "span",
									fontSize: "xs",
									color: "fg.muted",
									children: module.code
								})]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BulkToggle, {
								...stop({
									row,
									column: -1
								}),
								state: coverage(grants, cells),
								disabled: cells.length === 0,
								label: t(coverage(grants, cells) === "all" ? "security.matrix.revokeRow" : "security.matrix.grantRow", { module: words.module(module) }),
								onClick: () => onRequest(bulkToggle(roleId, grants, cells))
							})]
						})
					}), operations.map((operation, column) => {
						const cell = {
							module: module.id,
							operation: operation.id
						};
						const grant = grants.get(cellKey(module.id, operation.id));
						const builtIn = builtIns.get(cellKey(module.id, operation.id));
						const conditional = hasConditions(grant?.conditions);
						const name = `${words.operation(operation)} — ${words.module(module)}`;
						if (isLocked(builtIns, grants, cell)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							textAlign: "center",
							px: "1",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuiltInToggle, {
								...stop({
									row,
									column
								}),
								label: t("security.matrix.builtInCell", { name })
							})
						}, operation.id);
						const base = conditional ? t("security.matrix.cellWithConditions", { name }) : name;
						const builtInText = builtIn && describeBuiltIn(builtIn);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							textAlign: "center",
							px: "1",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
								gap: "0.5",
								justify: "center",
								children: [
									builtInText && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
										as: "span",
										color: "fg.muted",
										title: builtInText,
										display: "inline-flex",
										children: builtIn.whole ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
											size: 12,
											"aria-hidden": true
										}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockOpen, {
											size: 12,
											"aria-hidden": true
										})
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CellToggle, {
										...stop({
											row,
											column
										}),
										checked: !!grant,
										label: builtInText ? `${base}. ${builtInText}` : base,
										dangerous: operation.is_dangerous,
										onClick: () => onRequest([cellToggle(roleId, grants, cell)])
									}),
									grant && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
										type: "button",
										tabIndex: -1,
										"aria-label": t("security.matrix.editConditions", { name }),
										title: t("security.matrix.editConditions", { name }),
										onClick: () => onEditConditions(cell),
										color: conditional ? "primary.fg" : "fg.subtle",
										rounded: "sm",
										p: "0.5",
										display: "inline-flex",
										_hover: { bg: "bg.muted" },
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Funnel, {
											size: 12,
											"aria-hidden": true,
											fill: conditional ? "currentColor" : "none"
										})
									})
								]
							})
						}, operation.id);
					})] }, module.id);
				})] }, group.application.id)) })]
			})
		})]
	});
}
/** How a cell's built-in right reads (tooltip and accessible label): whole, or what limits it. */
function useBuiltInDescription() {
	const { t } = useTranslation();
	return (cell) => {
		if (cell.whole) return t("security.matrix.builtInAlso");
		const limits = cell.limits.map((limit) => {
			const parts = limitParts(limit);
			return [
				...parts.presets.map((p) => t(`security.conditions.${p}`)),
				...parts.ownAccount ? [t("security.matrix.ownAccount")] : [],
				...Object.entries(parts.other).map(([key, value]) => `${key} = ${String(value)}`),
				...parts.fields.length ? [t("security.matrix.onlyFields", { fields: parts.fields.join(", ") })] : []
			].join(", ");
		});
		return t("security.matrix.builtInLimited", { limits: limits.join("; ") });
	};
}
// src/features/security/useMatrixData.ts
/**
* The roles of the caller's organisation and the catalogue (the matrix's axes), every row of
* each however many pages they fill, and for the role shown (the one asked for, else the first)
* its granted permissions and what it has from the role table.
*/
function useMatrixData(wantedRole) {
	const api = useApi();
	const client = useApiClient();
	const roles = useAllPages([
		"get",
		"/api/security/roles/",
		{ ordering: "name" }
	], (page, page_size) => client.GET("/api/security/roles/", { params: { query: {
		page,
		page_size,
		ordering: "name"
	} } }));
	const list = roles.data ?? [];
	const role = list.find((r) => r.id === wantedRole) ?? list[0] ?? null;
	const roleId = role?.id ?? null;
	const applications = useAllPages(["get", "/api/security/applications/"], (page, page_size) => client.GET("/api/security/applications/", { params: { query: {
		page,
		page_size
	} } }));
	const modules = useAllPages(["get", "/api/security/modules/"], (page, page_size) => client.GET("/api/security/modules/", { params: { query: {
		page,
		page_size
	} } }));
	const operations = useAllPages(["get", "/api/security/operations/"], (page, page_size) => client.GET("/api/security/operations/", { params: { query: {
		page,
		page_size
	} } }));
	const path = { params: { path: { id: roleId ?? 0 } } };
	const enabled = { enabled: roleId !== null };
	const permissionsOptions = api.queryOptions("get", "/api/security/roles/{id}/permissions/", path);
	const permissions = api.useQuery("get", "/api/security/roles/{id}/permissions/", path, enabled);
	const builtIn = api.useQuery("get", "/api/security/roles/{id}/built-in-permissions/", path, enabled);
	const queries = [
		roles,
		applications,
		modules,
		operations,
		...roleId !== null ? [permissions, builtIn] : []
	];
	const failed = queries.filter((q) => q.isError);
	return {
		roles,
		role,
		applications,
		modules,
		operations,
		permissions,
		builtIn,
		permissionsKey: permissionsOptions.queryKey,
		/** Every query the screen shows (what Refresh reads again). */
		queries,
		isError: failed.length > 0,
		isFetching: queries.some((q) => q.isFetching),
		retry: () => failed.forEach((q) => void q.refetch())
	};
}
// src/features/security/PermissionMatrixPage.tsx
var FAILURE = {
	grant: "security.errors.assignPermission",
	revoke: "security.errors.revokePermission",
	conditions: "security.errors.updateConditions"
};
/**
* /security/permission-matrix (manage on security): one role's permissions as a grid of
* (application › module) rows and operation columns. A change shows at once and is sent through
* bulk-permissions; if the server refuses, the grid goes back and says so.
*/
function PermissionMatrixPage() {
	const { t, i18n } = useTranslation();
	const words = useVocabulary();
	const selectId = (0, import_react.useId)();
	const [params, setParams] = useSearchParams();
	const queryClient = useQueryClient();
	const bulk = useApi().useMutation("post", "/api/security/bulk-permissions/");
	const data = useMatrixData(Number(params.get("role")));
	const refresh = useRefreshAction(data.queries);
	const roles = data.roles.data ?? [];
	const role = data.role;
	const model = (0, import_react.useMemo)(() => data.applications.data && data.modules.data && data.operations.data ? buildMatrix(data.applications.data, data.modules.data, data.operations.data) : null, [
		data.applications.data,
		data.modules.data,
		data.operations.data
	]);
	const permissions = data.permissions.data;
	const grants = (0, import_react.useMemo)(() => grantsOf(permissions ?? []), [permissions]);
	const builtInData = data.builtIn.data;
	const builtIns = (0, import_react.useMemo)(() => builtInsOf(builtInData ?? []), [builtInData]);
	const [failure, setFailure] = (0, import_react.useState)(null);
	const [confirm, setConfirm] = (0, import_react.useState)(null);
	const [editing, setEditing] = (0, import_react.useState)(null);
	const change = (0, import_react.useCallback)(async (updates, kind) => {
		if (!updates.length || !model) return;
		const key = data.permissionsKey;
		await queryClient.cancelQueries({ queryKey: key });
		const previous = queryClient.getQueryData(key);
		if (previous) queryClient.setQueryData(key, applyUpdates(previous, updates, model));
		setFailure(null);
		try {
			await bulk.mutateAsync({ body: { updates } });
		} catch {
			queryClient.setQueryData(key, previous);
			setFailure(t(FAILURE[kind]));
		} finally {
			queryClient.invalidateQueries({ queryKey: key });
			queryClient.invalidateQueries({ queryKey: ["get", "/api/security/roles/"] });
		}
	}, [
		bulk,
		data.permissionsKey,
		model,
		queryClient,
		t
	]);
	/** A grant of a dangerous operation asks first. */
	const request = (0, import_react.useCallback)((updates) => {
		if (!model || !updates.length) return;
		const kind = updates[0].action === "grant" ? "grant" : "revoke";
		const dangerous = dangerousGrants(updates, model.operations);
		if (dangerous.length) setConfirm({
			updates,
			operations: dangerous
		});
		else change(updates, kind);
	}, [change, model]);
	const separator = i18n.dir() === "rtl" ? " ‹ " : " › ";
	const moduleName = (id) => {
		const module = model?.modules.find((m) => m.id === id);
		return module ? words.module(module) : "";
	};
	const operationName = (id) => {
		const operation = model?.operations.find((o) => o.id === id);
		return operation ? words.operation(operation) : "";
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SecurityPage, {
		title: t("security.matrix.title"),
		subtitle: t("security.matrix.subtitle"),
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshButton, {
			onClick: refresh.refresh,
			loading: refresh.loading
		}),
		children: [
			data.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
				message: t(refresh.failed ? "security.errors.refreshPermissions" : "security.errors.loadMatrix"),
				onRetry: data.retry,
				retrying: data.isFetching
			}) : !data.roles.data || !model ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				role: "status",
				children: t("security.loading")
			}) : !role ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: t("security.matrix.noRoles")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				flex: "1",
				minH: "0",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "4",
						wrap: "wrap",
						align: "flex-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							minW: "16rem",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.label, {
								htmlFor: selectId,
								display: "block",
								fontSize: "sm",
								fontWeight: "medium",
								mb: "1.5",
								children: t("security.matrix.role")
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
								id: selectId,
								value: role.id,
								onChange: (e) => setParams((current) => {
									const next = new URLSearchParams(current);
									next.set("role", e.target.value);
									return next;
								}, { replace: true }),
								children: roles.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
									value: r.id,
									children: [
										securityRoleName(t, r),
										" (",
										r.code,
										")"
									]
								}, r.id))
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							gap: "2",
							wrap: "wrap",
							pb: "2",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
									variant: "subtle",
									children: t(`security.levels.${role.level}`)
								}),
								role.is_system_role && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
									variant: "subtle",
									colorPalette: "purple",
									children: t("security.roles.system")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "sm",
									color: "fg.muted",
									children: t("security.matrix.holders", { users: role.users_count })
								})
							]
						})]
					}),
					failure && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
						status: "error",
						role: "alert",
						alignItems: "center",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: failure }) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
								size: "sm",
								"aria-label": t("security.matrix.dismiss"),
								onClick: () => setFailure(null)
							})
						]
					}),
					role.is_system_role && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						color: "fg.muted",
						maxW: "3xl",
						children: t("security.matrix.builtInNote")
					}),
					!permissions || !builtInData ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						color: "fg.muted",
						role: "status",
						children: t("security.loading")
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MatrixGrid, {
						roleId: role.id,
						roleName: securityRoleName(t, role),
						model,
						grants,
						builtIns,
						onRequest: request,
						onEditConditions: setEditing
					}, role.id)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: !!confirm,
				onOpenChange: (open) => !open && setConfirm(null),
				title: t("security.matrix.dangerousTitle"),
				body: confirm ? t("security.matrix.dangerousBody", {
					operations: confirm.operations.map(words.operation).join(", "),
					role: role ? securityRoleName(t, role) : ""
				}) : "",
				confirmLabel: t("security.matrix.grant"),
				destructive: true,
				onConfirm: async () => {
					if (confirm) await change(confirm.updates, "grant");
				}
			}),
			editing && role && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConditionsDialog, {
				open: true,
				onOpenChange: (open) => !open && setEditing(null),
				cellLabel: [
					securityRoleName(t, role),
					moduleName(editing.module),
					operationName(editing.operation)
				].join(separator),
				conditions: grants.get(cellKey(editing.module, editing.operation))?.conditions ?? null,
				onSave: (conditions) => void change([conditionsUpdate(role.id, editing, conditions)], "conditions")
			})
		]
	});
}
export { PermissionMatrixPage };

//# sourceMappingURL=PermissionMatrixPage-BosK8hdT.js.map