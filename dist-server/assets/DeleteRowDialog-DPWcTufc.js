import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { r as withNotice, t as changeId } from "./notify-D1W_bruy.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/resource/DeleteRowDialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The confirmation before deleting a row of a resource (`<texts>.deleteTitle`), then the delete,
* its lists asked again and the notice of it; a refusal stays in the dialog with the API's reason
* (put in the reader's words by `errorText`) and is noticed as `<texts>.deleteFailed`.
*/
function DeleteRowDialog({ resource, deleting, body, confirmLabel, deletedText, errorText }) {
	const { t } = useTranslation();
	const { remove } = useResourceMutations(resource);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
		...deleting.dialog,
		title: t(`${resource.texts}.deleteTitle`),
		body,
		confirmLabel,
		destructive: true,
		errorText,
		onConfirm: async () => {
			const row = deleting.row;
			await withNotice(changeId(resource.path, "delete", row.id), {
				success: deletedText(row),
				failure: t(`${resource.texts}.deleteFailed`)
			}, () => remove.mutateAsync(row.id));
		}
	});
}
export { DeleteRowDialog as t };

//# sourceMappingURL=DeleteRowDialog-DPWcTufc.js.map