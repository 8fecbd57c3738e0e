import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { s as useMachine } from "./SessionProvider-Bi_teUN2.js";
import { t as dirtyFormMachine } from "./dirtyForm-B9udOvjE.js";
// src/components/data/useDirtyClose.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A form dialog that asks before closing with unsaved changes (spec §4: brand, category and
* product-edit forms), driven by `machines/dirtyForm`. Spread `dialog` into `FormDialog`; call
* `show()` to open it. Closing (Cancel, Escape, the close button) with nothing changed closes at
* once; with changes it asks, and saving closes without a question.
*/
function useDirtyClose() {
	const [snapshot, send] = useMachine(dirtyFormMachine);
	const state = snapshot.value;
	return (0, import_react.useMemo)(() => {
		const open = state !== "closed";
		return {
			open,
			state,
			show: () => send({ type: "OPEN" }),
			dialog: {
				open,
				onOpenChange: (next) => send(next ? { type: "OPEN" } : { type: "CLOSE" }),
				dirtyClose: {
					asking: state === "confirming",
					onDirtyChange: (dirty) => send({
						type: "CHANGE",
						dirty
					}),
					onSubmitted: () => send({ type: "SUBMITTED" }),
					onConfirm: () => send({ type: "CONFIRM" }),
					onCancel: () => send({ type: "CANCEL" })
				}
			}
		};
	}, [state, send]);
}
// src/components/data/rowDialogs.ts
/**
* Which row a screen's add/edit dialog is open for (null: adding), with the unsaved-changes
* question (`useDirtyClose`). `key` changes with each opening, so the dialog starts afresh.
*/
function useEditor() {
	const dirty = useDirtyClose();
	const [target, setTarget] = (0, import_react.useState)({
		row: null,
		key: 0
	});
	const open = (row) => {
		setTarget((current) => ({
			row,
			key: current.key + 1
		}));
		dirty.show();
	};
	return {
		row: target.row,
		key: target.key,
		dialog: dirty.dialog,
		add: () => open(null),
		edit: open
	};
}
/** Which row the delete confirmation is open for (kept while it closes, for its text). */
function useDeleting() {
	const [state, setState] = (0, import_react.useState)({
		row: null,
		open: false
	});
	return {
		row: state.row,
		ask: (row) => setState({
			row,
			open: true
		}),
		dialog: {
			open: state.open,
			onOpenChange: (open) => setState((current) => ({
				...current,
				open
			}))
		}
	};
}
// src/components/data/changedFields.ts
/** The fields of `values` whose value differs from `row` (what an update sends). */
function changedFields(values, row) {
	return Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== void 0 && value !== row[field]));
}
export { useDeleting as n, useEditor as r, changedFields as t };

//# sourceMappingURL=changedFields-BqrFQatW.js.map