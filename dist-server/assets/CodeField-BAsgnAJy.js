import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { v as sanitizeCode } from "./fields-De-4O6oE.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/form/CodeField.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A code field (a brand's, a product's, a launch's…): what is typed is kept while typing; on
* leaving the field it is made valid (upper case, letters, digits and underscores: `sanitizeCode`)
* and, when that changed it, the field says so ('Brand code has been sanitized'), so a code is
* never rewritten silently.
*/
function CodeField({ form, name, label, error, helper, sanitizedNotice, required = true, onChange, addon }) {
	const noticeId = (0, import_react.useId)();
	const [sanitized, setSanitized] = (0, import_react.useState)(false);
	const input = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
		autoComplete: "off",
		dir: "ltr",
		fontFamily: "mono",
		flex: addon ? "1" : void 0,
		"aria-describedby": sanitized ? noticeId : void 0,
		...form.register(name, {
			onChange: (e) => {
				setSanitized(false);
				onChange?.(e.target.value);
			},
			onBlur: (e) => {
				if (!e.target.value) return;
				const { code, changed } = sanitizeCode(e.target.value);
				if (!changed) return;
				form.setValue(name, code, {
					shouldDirty: true,
					shouldValidate: true
				});
				setSanitized(true);
			}
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "1.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label,
			error,
			helper,
			required,
			children: addon ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "2",
				width: "full",
				children: [input, addon]
			}) : input
		}), sanitized && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			id: noticeId,
			role: "status",
			fontSize: "sm",
			color: "fg.warning",
			"data-testid": "code-sanitized",
			children: sanitizedNotice
		})]
	});
}
export { CodeField as t };

//# sourceMappingURL=CodeField-BAsgnAJy.js.map