import { setup } from 'xstate';
import { fieldMessages } from '../../domain/common/messages';

/** The question the UI asks in `confirming` (spec §4). */
export const UNSAVED_CHANGES_MESSAGE = fieldMessages.unsavedChanges;

export type DirtyFormEvent =
  /** The dialog opens (or opens again): a fresh form, nothing changed. */
  | { type: 'OPEN' }
  /** The form's dirty flag changed (react-hook-form's `formState.isDirty`). */
  | { type: 'CHANGE'; dirty: boolean }
  /** The user asks to close: the close button, Escape, a click outside, Cancel. */
  | { type: 'CLOSE' }
  /** "Yes, close": the changes are dropped. */
  | { type: 'CONFIRM' }
  /** "No, keep editing". */
  | { type: 'CANCEL' }
  /** The form was saved: the dialog closes without a question. */
  | { type: 'SUBMITTED' };

export type DirtyFormState = 'closed' | 'clean' | 'dirty' | 'confirming';

/**
 * Closing a brand, category or product-edit dialog: no question when nothing changed, 'You have
 * unsaved changes. Are you sure you want to close?' when something did. The dialog is open in
 * every state but `closed`; the question shows in `confirming`.
 */
export const dirtyFormMachine = setup({
  types: {
    events: {} as DirtyFormEvent,
  },
  guards: {
    isDirty: ({ event }) => event.type === 'CHANGE' && event.dirty,
    isClean: ({ event }) => event.type === 'CHANGE' && !event.dirty,
  },
}).createMachine({
  id: 'dirtyForm',
  description: 'Asks before closing a form dialog with unsaved changes.',
  initial: 'closed',
  on: {
    OPEN: { target: '.clean', description: 'Opening starts from a fresh, unchanged form.' },
  },
  states: {
    closed: {
      description: 'The dialog is not shown.',
    },
    clean: {
      description: 'The dialog is open and nothing has changed.',
      on: {
        CHANGE: { guard: 'isDirty', target: 'dirty' },
        CLOSE: { target: 'closed', description: 'Nothing to lose: close at once.' },
        SUBMITTED: 'closed',
      },
    },
    dirty: {
      description: 'The dialog is open with unsaved changes.',
      on: {
        CHANGE: { guard: 'isClean', target: 'clean', description: 'The changes were undone.' },
        CLOSE: { target: 'confirming', description: 'Ask before dropping the changes.' },
        SUBMITTED: 'closed',
      },
    },
    confirming: {
      description: 'The dialog asks: "You have unsaved changes. Are you sure you want to close?"',
      meta: { message: UNSAVED_CHANGES_MESSAGE },
      on: {
        CONFIRM: { target: 'closed', description: 'Close and drop the changes.' },
        CANCEL: { target: 'dirty', description: 'Back to the form, changes kept.' },
        SUBMITTED: 'closed',
      },
    },
  },
});
