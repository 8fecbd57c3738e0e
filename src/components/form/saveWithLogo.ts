import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/ApiProvider';
import { logoChanged, NO_LOGO_CHANGE, type LogoChoice } from './LogoField';
import { saveLogo, type LogoOwner } from './logoApi';
import { changedFields } from '../data/changedFields';
import { changeId, notify } from '../feedback/notify';

/**
 * Saves a row with a logo (a brand, a category, an organisation) from its form, then applies the
 * logo chosen for it (the logo is uploaded once the row is saved). Editing sends only the changed fields (nothing at all
 * when none changed). A refused save calls `saveFailed` and rejects, so the dialog shows the API's
 * messages; a refused logo calls `logoFailed` but the save still counts: the row is saved.
 */
export async function saveThenLogo<Row extends { id: number }, Create extends object>({
  row,
  values,
  create,
  update,
  applyLogo,
  saveFailed,
  logoFailed,
}: {
  /** The row edited, or null when adding one. */
  row: Row | null;
  /** The form's values: what the create schema gives when adding, the update schema's when editing. */
  values: Create | Partial<Create>;
  create: (values: Create) => Promise<Row>;
  update: (id: number, changes: Partial<Create>) => Promise<Row>;
  applyLogo: (saved: Row) => Promise<void>;
  saveFailed: (error: unknown) => void;
  logoFailed: (error: unknown) => void;
}): Promise<Row> {
  let saved: Row;
  try {
    if (row) {
      const changes = changedFields<Partial<Create>>(values, row as unknown as Partial<Create>);
      saved = Object.keys(changes).length ? await update(row.id, changes) : row;
    } else {
      saved = await create(values as Create);
    }
  } catch (error) {
    saveFailed(error);
    throw error;
  }
  try {
    await applyLogo(saved);
  } catch (error) {
    logoFailed(error);
  }
  return saved;
}

/** The texts of a form under its `texts` key (saveWithLogo.test.ts checks them). */
export const DIALOG_TEXTS = [
  'addTitle',
  'editTitle',
  'dialogDescription',
  'create',
  'created',
  'updated',
  'createFailed',
  'updateFailed',
] as const;

/**
 * A form's texts and save, with its logo: `dialog` holds the `FormDialog` props they share
 * (title, description, submit label, the chosen logo counting as an unsaved change, and
 * `onSubmit`: `saveThenLogo`, then the list reloaded and the success notice); `logo` holds the
 * choice for `LogoField`.
 */
export function useSaveWithLogo<Row extends { id: number; name: string }, Create extends object>({
  owner,
  texts,
  saveLabel,
  logoFailed,
  row,
  queryKey,
  create,
  update,
}: {
  /** Its logo's API path (`/api/<owner>/{id}/logo/`). */
  owner: LogoOwner;
  /** Where its texts are (`catalogueConfig.brands`: `…created`…). */
  texts: string;
  /** The submit button's label when editing. */
  saveLabel: string;
  /** The row was saved but its logo was not: says so. */
  logoFailed: (error: unknown) => void;
  /** The row edited, or null when adding one. */
  row: Row | null;
  /** The list to reload after a save. */
  queryKey: QueryKey;
  create: (values: Create) => Promise<Row>;
  update: (id: number, changes: Partial<Create>) => Promise<Row>;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<LogoChoice>(NO_LOGO_CHANGE);
  const text = (key: (typeof DIALOG_TEXTS)[number], options?: Record<string, unknown>) =>
    t(`${texts}.${key}`, options);

  const onSubmit = async (values: Create | Partial<Create>) => {
    // A refused save stays in the dialog to be tried again: its success replaces the failure notice.
    const change = changeId(owner, row ? 'update' : 'create', row?.id);
    await saveThenLogo({
      row,
      values,
      create,
      update,
      applyLogo: (saved) => saveLogo(client, owner, saved.id, logo),
      saveFailed: () => notify.failure(text(row ? 'updateFailed' : 'createFailed'), undefined, change),
      logoFailed,
    });
    setLogo(NO_LOGO_CHANGE);
    await queryClient.invalidateQueries({ queryKey });
    notify.success(text(row ? 'updated' : 'created'), change);
  };

  return {
    dialog: {
      title: row ? text('editTitle', { name: row.name }) : text('addTitle'),
      description: text('dialogDescription'),
      submitLabel: row ? saveLabel : text('create'),
      changedOutside: logoChanged(logo),
      onSubmit,
    },
    logo: { choice: logo, onChange: setLogo },
  };
}
