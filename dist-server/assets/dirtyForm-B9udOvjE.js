import { C as setup } from "./SessionProvider-Bi_teUN2.js";
import { t as fieldMessages } from "./messages-CVJXF2Mj.js";
// machines/dirtyForm/dirtyFormMachine.ts
/** The question the UI asks in `confirming` (spec §4). */
var UNSAVED_CHANGES_MESSAGE = fieldMessages.unsavedChanges;
/**
* Closing a brand, category or product-edit dialog: no question when nothing changed, 'You have
* unsaved changes. Are you sure you want to close?' when something did. The dialog is open in
* every state but `closed`; the question shows in `confirming`.
*/
var dirtyFormMachine = setup({
	types: { events: {} },
	guards: {
		isDirty: ({ event }) => event.type === "CHANGE" && event.dirty,
		isClean: ({ event }) => event.type === "CHANGE" && !event.dirty
	}
}).createMachine({
	id: "dirtyForm",
	description: "Asks before closing a form dialog with unsaved changes.",
	initial: "closed",
	on: { OPEN: {
		target: ".clean",
		description: "Opening starts from a fresh, unchanged form."
	} },
	states: {
		closed: { description: "The dialog is not shown." },
		clean: {
			description: "The dialog is open and nothing has changed.",
			on: {
				CHANGE: {
					guard: "isDirty",
					target: "dirty"
				},
				CLOSE: {
					target: "closed",
					description: "Nothing to lose: close at once."
				},
				SUBMITTED: "closed"
			}
		},
		dirty: {
			description: "The dialog is open with unsaved changes.",
			on: {
				CHANGE: {
					guard: "isClean",
					target: "clean",
					description: "The changes were undone."
				},
				CLOSE: {
					target: "confirming",
					description: "Ask before dropping the changes."
				},
				SUBMITTED: "closed"
			}
		},
		confirming: {
			description: "The dialog asks: \"You have unsaved changes. Are you sure you want to close?\"",
			meta: { message: UNSAVED_CHANGES_MESSAGE },
			on: {
				CONFIRM: {
					target: "closed",
					description: "Close and drop the changes."
				},
				CANCEL: {
					target: "dirty",
					description: "Back to the form, changes kept."
				},
				SUBMITTED: "closed"
			}
		}
	}
});
export { dirtyFormMachine as t };

//# sourceMappingURL=dirtyForm-B9udOvjE.js.map