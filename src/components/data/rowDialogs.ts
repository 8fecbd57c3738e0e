import { useState } from 'react';
import { useDirtyClose } from './useDirtyClose';

/**
 * Which row a screen's add/edit dialog is open for (null: adding), with the unsaved-changes
 * question (`useDirtyClose`). `key` changes with each opening, so the dialog starts afresh.
 */
export function useEditor<T>() {
  const dirty = useDirtyClose();
  const [target, setTarget] = useState<{ row: T | null; key: number }>({ row: null, key: 0 });
  const open = (row: T | null) => {
    setTarget((current) => ({ row, key: current.key + 1 }));
    dirty.show();
  };
  return { row: target.row, key: target.key, dialog: dirty.dialog, add: () => open(null), edit: open };
}

/** Which row the delete confirmation is open for (kept while it closes, for its text). */
export function useDeleting<T>() {
  const [state, setState] = useState<{ row: T | null; open: boolean }>({ row: null, open: false });
  return {
    row: state.row,
    ask: (row: T) => setState({ row, open: true }),
    dialog: {
      open: state.open,
      onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
    },
  };
}
