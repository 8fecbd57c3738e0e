import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/data/RowActions.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Edit and Delete buttons of a row, each named after the row; absent when not allowed. */
function RowActions({ name, onEdit, onDelete }) {
	const { t } = useTranslation();
	if (!onEdit && !onDelete) return null;
	const edit = t("catalogueConfig.common.editItem", { name });
	const remove = t("catalogueConfig.common.deleteItem", { name });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: "1",
		justify: "flex-end",
		children: [onEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			"aria-label": edit,
			title: edit,
			size: "xs",
			variant: "ghost",
			onClick: onEdit,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {})
		}), onDelete && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			"aria-label": remove,
			title: remove,
			size: "xs",
			variant: "ghost",
			colorPalette: "red",
			onClick: onDelete,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {})
		})]
	});
}
export { RowActions as t };

//# sourceMappingURL=RowActions-r3kPJGqD.js.map