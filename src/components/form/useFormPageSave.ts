import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withNotice } from '../feedback/notify';
import { saveFailureAlert } from './serverErrors';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * A form page's save (FormPage, AddPageFrame), as every such page makes it: the change's notice,
 * the server's reasons on the `fields` they name and the rest in the page's alert (`general`);
 * once saved, leaving no longer asks (`leaving`) and the page `then` names opens.
 */
export function useFormPageSave<T extends FieldValues, Saved>(
  form: UseFormReturn<T>,
  {
    fields,
    text,
    change,
    notices,
    then,
  }: {
    fields: readonly Path<T>[];
    /** The area's reading of the server's messages. */
    text: (message: string) => string | undefined;
    /** The change's id for its notice (`changeId`). */
    change: string;
    notices: { success: string; failure: string };
    then: (saved: Saved) => string;
  },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | null>(null);
  const leaving = useLeaveGuard(form.formState.isDirty);
  /** The form's submit handler saving the valid values with `save`. */
  const submitWith = (save: (values: T) => Promise<Saved>) =>
    form.handleSubmit(async (values) => {
      setGeneral(null);
      try {
        const saved = await withNotice(change, notices, () => save(values));
        leaving.saved();
        await navigate(then(saved));
      } catch (error) {
        setGeneral(saveFailureAlert(error, form.setError, fields, text, t));
      }
    });
  return { general, leaving, submitWith };
}
