import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { i as SwitchRoot, n as SwitchHiddenInput, r as SwitchLabel, t as SwitchControl } from "./switch-BTsOt05C.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as Controller } from "./index.esm-Ie3RzZj5.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Textarea } from "./textarea-c7Kx5KOZ.js";
import { n as codeFromName } from "./fields-De-4O6oE.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { t as CodeField } from "./CodeField-BAsgnAJy.js";
// src/components/data/ActiveFlag.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Active or inactive, in words as well as colour. */
function ActiveBadge({ active }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
		variant: "subtle",
		colorPalette: active ? "green" : "gray",
		gap: "1.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			children: active ? "●" : "○"
		}), t(active ? "catalogueConfig.common.active" : "catalogueConfig.common.inactive")]
	});
}
/** The list's filter on the active flag, as the API takes it. */
var activeFilter = (value) => value === "true" || value === "false" ? { is_active: value } : {};
/** The list filter on the active flag: all rows, the active ones or the inactive ones. */
function ActiveFilter({ value, onChange }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
		label: t("catalogueConfig.common.status"),
		allLabel: t("catalogueConfig.common.allStatuses"),
		value: value ?? "",
		onChange,
		options: [{
			value: "true",
			label: t("catalogueConfig.common.active")
		}, {
			value: "false",
			label: t("catalogueConfig.common.inactive")
		}]
	});
}
// src/components/form/CommonFields.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A dialog's form seen through the fields it shares with the others. */
var common = (form) => form;
/** Date inputs: empty is "none" (null). */
var dateOrNull = (value) => value === "" || value === void 0 ? null : value;
/**
* Name and code. When adding, the code follows the name (ACME_SPORTS from "Acme Sports") until
* the user types a code of their own; a typed code is made valid when leaving the field, with the
* notice that it was changed ('Brand code has been sanitized').
*/
function NameCodeFields({ form, errorText, generate, sanitizedNotice }) {
	const { t } = useTranslation();
	const [typed, setTyped] = (0, import_react.useState)(!generate);
	const { register, setValue, formState } = form;
	const { errors, isSubmitted } = formState;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		columns: {
			base: 1,
			md: 2
		},
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label: t("catalogueConfig.fields.name"),
			error: errorText(errors.name?.message),
			required: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				autoComplete: "off",
				...register("name", { onChange: (e) => {
					if (typed) return;
					setValue("code", codeFromName(e.target.value), {
						shouldDirty: true,
						shouldValidate: isSubmitted
					});
				} })
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
			form,
			name: "code",
			label: t("catalogueConfig.fields.code"),
			error: errorText(errors.code?.message),
			helper: t(generate ? "catalogueConfig.hints.codeGenerated" : "catalogueConfig.hints.code"),
			sanitizedNotice,
			onChange: (value) => setTyped(!generate || value !== "")
		})]
	});
}
function DescriptionField({ form, errorText }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
		label: t("catalogueConfig.fields.description"),
		error: errorText(form.formState.errors.description?.message),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
			rows: 3,
			...form.register("description")
		})
	});
}
function DateFields({ form, errorText }) {
	const { t } = useTranslation();
	const { errors } = form.formState;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		columns: {
			base: 1,
			md: 2
		},
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label: t("catalogueConfig.fields.startDate"),
			error: errorText(errors.start_date?.message),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				type: "date",
				...form.register("start_date", { setValueAs: dateOrNull })
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label: t("catalogueConfig.fields.endDate"),
			error: errorText(errors.end_date?.message),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				type: "date",
				...form.register("end_date", { setValueAs: dateOrNull })
			})
		})]
	});
}
// src/components/form/FlagSwitch.tsx
/** An on/off field of a form (active, allows sales…). */
function FlagSwitch({ form, name, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control: form.control,
		name,
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SwitchRoot, {
			checked: !!field.value,
			onCheckedChange: (e) => field.onChange(e.checked),
			colorPalette: "primary",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchHiddenInput, {
					onBlur: field.onBlur,
					name: field.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchControl, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchLabel, { children: label })
			]
		})
	});
}
export { common as a, activeFilter as c, NameCodeFields as i, DateFields as n, ActiveBadge as o, DescriptionField as r, ActiveFilter as s, FlagSwitch as t };

//# sourceMappingURL=FlagSwitch-D8FZhfvO.js.map