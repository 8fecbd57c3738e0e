// Closing a form dialog with unsaved changes (brand, category, product edit): the UI sends OPEN,
// CHANGE(dirty), CLOSE, CONFIRM / CANCEL and SUBMITTED; the dialog shows unless `closed`, and
// the question shows in `confirming`.
export { dirtyFormMachine, UNSAVED_CHANGES_MESSAGE } from './dirtyFormMachine';
export type { DirtyFormEvent, DirtyFormState } from './dirtyFormMachine';
