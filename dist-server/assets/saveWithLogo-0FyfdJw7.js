import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { i as ImagePlus, n as IMAGE_TYPES, t as IMAGE_ACCEPT } from "./images-C9BSG1jr.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as AuthImage } from "./AuthImage-xoywtXIz.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { r as toApiError } from "./errors-BPLHxkFb.js";
import { t as changedFields } from "./changedFields-BqrFQatW.js";
import { n as notify, t as changeId } from "./notify-D1W_bruy.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/undo-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "undo-2",
	size: 24,
	node: [["path", {
		d: "M9 14 4 9l5-5",
		key: "102s5s"
	}], ["path", {
		d: "M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11",
		key: "f3b9sd"
	}]]
};
__iconData.node;
var Undo2 = createLucideIcon(__iconData);
// src/components/form/logoFile.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A hint about a chosen logo before it is sent: its declared type is not an allowed image, or it
* is over 5 MB. Only a hint: the server reads the content and decides.
*/
function logoFileHint(file) {
	if (file.size === 0) return "fileEmpty";
	if (file.type && !IMAGE_TYPES.includes(file.type)) return "fileType";
	if (file.size > 5242880) return "fileSize";
	return null;
}
/** "1.2 MB", "340 KB": a file's size for people. */
function fileSizeText(bytes, locale) {
	const format = (n, unit) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
	if (bytes >= 1048576) return format(bytes / 1048576, "MB");
	if (bytes >= 1024) return format(bytes / 1024, "KB");
	return format(bytes, "B");
}
// src/components/form/LogoField.tsx
var import_jsx_runtime = require_jsx_runtime();
var NO_LOGO_CHANGE = {
	file: null,
	remove: false
};
var logoChanged = (choice) => !!choice.file || choice.remove;
/**
* The logo: the current one (read with the token), or a preview of the file chosen, which is
* uploaded when the form is saved. Type and size are hinted here; the server reads the content
* and decides.
*/
function LogoField({ current, choice, onChange, alt }) {
	const { t, i18n } = useTranslation();
	const input = (0, import_react.useRef)(null);
	const labelId = (0, import_react.useId)();
	const hintId = (0, import_react.useId)();
	const preview = choice.preview;
	const hint = choice.file ? logoFileHint(choice.file) : null;
	const shown = choice.file ? "new" : current && !choice.remove ? "current" : "none";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		role: "group",
		"aria-labelledby": labelId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				id: labelId,
				fontSize: "sm",
				fontWeight: "medium",
				children: t("catalogueConfig.fields.logo")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "4",
				align: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					boxSize: "16",
					rounded: "md",
					borderWidth: "1px",
					overflow: "hidden",
					flexShrink: 0,
					children: shown === "new" && preview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.img, {
						src: preview,
						alt,
						width: "100%",
						height: "100%",
						objectFit: "contain"
					}) : shown === "current" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
						src: current,
						alt,
						boxSize: "100%",
						objectFit: "contain"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
						src: null,
						alt: "",
						boxSize: "100%"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "1.5",
					minW: "0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "2",
						wrap: "wrap",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								size: "sm",
								variant: "outline",
								onClick: () => input.current?.click(),
								"aria-describedby": hintId,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePlus, { "aria-hidden": true }), t(shown === "none" ? "catalogueConfig.logo.choose" : "catalogueConfig.logo.replace")]
							}),
							shown !== "none" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								size: "sm",
								variant: "ghost",
								colorPalette: "red",
								onClick: () => onChange({
									file: null,
									remove: !!current
								}),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": true }), t("catalogueConfig.logo.remove")]
							}),
							choice.remove && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								size: "sm",
								variant: "ghost",
								onClick: () => onChange(NO_LOGO_CHANGE),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Undo2, { "aria-hidden": true }), t("catalogueConfig.logo.keep")]
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						id: hintId,
						fontSize: "xs",
						color: "fg.muted",
						children: choice.file ? t("catalogueConfig.logo.chosen", {
							name: choice.file.name,
							size: fileSizeText(choice.file.size, i18n.language)
						}) : choice.remove ? t("catalogueConfig.logo.removed") : t("catalogueConfig.logo.hint")
					})]
				})]
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
				status: "warning",
				size: "sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
					fontWeight: "normal",
					children: t(`catalogue.messages.${hint}`)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				type: "file",
				accept: IMAGE_ACCEPT,
				hidden: true,
				"data-testid": "logo-input",
				"aria-label": t("catalogueConfig.fields.logo"),
				onChange: (e) => {
					const file = e.target.files?.[0];
					e.target.value = "";
					if (!file) return;
					const reader = new FileReader();
					reader.onload = () => onChange({
						file,
						remove: false,
						preview: typeof reader.result === "string" ? reader.result : void 0
					});
					reader.onerror = () => onChange({
						file,
						remove: false
					});
					reader.readAsDataURL(file);
				}
			})
		]
	});
}
// src/components/form/logoApi.ts
/** The API's reason a logo was refused (e.g. 'Only JPEG, PNG, GIF, WebP or SVG images are allowed.'). */
var LogoRefused = class extends Error {
	reason;
	constructor(reason) {
		super(reason ?? "Logo refused");
		this.reason = reason;
	}
};
var raw = { bodySerializer: (body) => body };
function send(client, resource, init, upload) {
	switch (resource) {
		case "brands": return upload ? client.PUT("/api/brands/{id}/logo/", upload) : client.DELETE("/api/brands/{id}/logo/", init);
		case "categories": return upload ? client.PUT("/api/categories/{id}/logo/", upload) : client.DELETE("/api/categories/{id}/logo/", init);
		case "organizations": return upload ? client.PUT("/api/organizations/{id}/logo/", upload) : client.DELETE("/api/organizations/{id}/logo/", init);
	}
}
/**
* Applies a logo chosen in a form once its row is saved (a brand, a category, an organisation's
* profile: uploaded on save): the raw file as the body of PUT …/logo/ (the server reads its
* content, whatever its name or type says), or DELETE …/logo/ to remove it.
*/
async function saveLogo(client, resource, id, choice) {
	if (!choice.file && !choice.remove) return;
	const init = { params: { path: { id } } };
	const { response, error } = await send(client, resource, init, choice.file ? {
		...init,
		...raw,
		body: choice.file,
		headers: { "content-type": "application/octet-stream" }
	} : null);
	if (!response.ok) {
		const failure = toApiError(response, error);
		throw new LogoRefused(failure.fields.file?.[0] ?? failure.detail);
	}
}
// src/components/form/saveWithLogo.ts
/**
* Saves a row with a logo (a brand, a category, an organisation) from its form, then applies the
* logo chosen for it (the logo is uploaded once the row is saved). Editing sends only the changed fields (nothing at all
* when none changed). A refused save calls `saveFailed` and rejects, so the dialog shows the API's
* messages; a refused logo calls `logoFailed` but the save still counts: the row is saved.
*/
async function saveThenLogo({ row, values, create, update, applyLogo, saveFailed, logoFailed }) {
	let saved;
	try {
		if (row) {
			const changes = changedFields(values, row);
			saved = Object.keys(changes).length ? await update(row.id, changes) : row;
		} else saved = await create(values);
	} catch (error) {
		saveFailed(error);
		throw error;
	}
	try {
		await applyLogo(saved);
	} catch (error) {
		logoFailed(error);
	}
	return saved;
}
/**
* A form's texts and save, with its logo: `dialog` holds the `FormDialog` props they share
* (title, description, submit label, the chosen logo counting as an unsaved change, and
* `onSubmit`: `saveThenLogo`, then the list reloaded and the success notice); `logo` holds the
* choice for `LogoField`.
*/
function useSaveWithLogo({ owner, texts, saveLabel, logoFailed, row, queryKey, create, update }) {
	const { t } = useTranslation();
	const client = useApiClient();
	const queryClient = useQueryClient();
	const [logo, setLogo] = (0, import_react.useState)(NO_LOGO_CHANGE);
	const text = (key, options) => t(`${texts}.${key}`, options);
	const onSubmit = async (values) => {
		const change = changeId(owner, row ? "update" : "create", row?.id);
		await saveThenLogo({
			row,
			values,
			create,
			update,
			applyLogo: (saved) => saveLogo(client, owner, saved.id, logo),
			saveFailed: () => notify.failure(text(row ? "updateFailed" : "createFailed"), void 0, change),
			logoFailed
		});
		setLogo(NO_LOGO_CHANGE);
		await queryClient.invalidateQueries({ queryKey });
		notify.success(text(row ? "updated" : "created"), change);
	};
	return {
		dialog: {
			title: row ? text("editTitle", { name: row.name }) : text("addTitle"),
			description: text("dialogDescription"),
			submitLabel: row ? saveLabel : text("create"),
			changedOutside: logoChanged(logo),
			onSubmit
		},
		logo: {
			choice: logo,
			onChange: setLogo
		}
	};
}
export { LogoRefused as n, LogoField as r, useSaveWithLogo as t };

//# sourceMappingURL=saveWithLogo-0FyfdJw7.js.map