import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { dirtyFormMachine, type DirtyFormState } from '../../../machines/dirtyForm';

/** What `FormDialog` needs to ask before dropping unsaved changes (from `useDirtyClose`). */
export type DirtyCloseControl = {
  /** The question 'You have unsaved changes…' is showing. */
  asking: boolean;
  /** The form's dirty flag, each time it changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** The form was saved: close without a question. */
  onSubmitted: () => void;
  /** "Close without saving". */
  onConfirm: () => void;
  /** "Keep editing". */
  onCancel: () => void;
};

/**
 * A form dialog that asks before closing with unsaved changes (spec §4: brand, category and
 * product-edit forms), driven by `machines/dirtyForm`. Spread `dialog` into `FormDialog`; call
 * `show()` to open it. Closing (Cancel, Escape, the close button) with nothing changed closes at
 * once; with changes it asks, and saving closes without a question.
 */
export function useDirtyClose() {
  const [snapshot, send] = useMachine(dirtyFormMachine);
  const state = snapshot.value as DirtyFormState;
  return useMemo(() => {
    const open = state !== 'closed';
    const dirtyClose: DirtyCloseControl = {
      asking: state === 'confirming',
      onDirtyChange: (dirty) => send({ type: 'CHANGE', dirty }),
      onSubmitted: () => send({ type: 'SUBMITTED' }),
      onConfirm: () => send({ type: 'CONFIRM' }),
      onCancel: () => send({ type: 'CANCEL' }),
    };
    return {
      open,
      state,
      show: () => send({ type: 'OPEN' }),
      dialog: {
        open,
        onOpenChange: (next: boolean) => send(next ? { type: 'OPEN' } : { type: 'CLOSE' }),
        dirtyClose,
      },
    };
  }, [state, send]);
}
