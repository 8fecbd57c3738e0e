import { toaster } from './Toaster';

/** What the change noticed is: one per row and verb ('brands update 12'); creating has no row yet. */
export const changeId = (resource: string, verb: 'create' | 'update' | 'delete', id?: number) =>
  id === undefined ? `${resource} ${verb}` : `${resource} ${verb} ${id}`;

/**
 * Notices of a change: 'Brand created successfully', 'Failed to create brand'… A notice about a
 * change (`changeId`) takes the place of the earlier notice of the same change, so the success
 * of a second attempt does not stand beside the failure of the first.
 */
export const notify = {
  success: (title: string, change?: string) =>
    toaster.create({
      ...about(change),
      type: 'success',
      title,
      description: undefined,
      duration: 5000,
      closable: false,
    }),
  failure: (title: string, description?: string, change?: string) =>
    toaster.create({ ...about(change), type: 'error', title, description, duration: 8000, closable: true }),
};

// A toast created with the id of one still shown replaces it (field by field, hence every field
// above). No id at all, not an undefined one, lets the toaster make a fresh one.
const about = (change: string | undefined) => (change === undefined ? {} : { id: `change:${change}` });

/**
 * Runs a change and notices how it went under its id: a failure is noticed and thrown on (the
 * form shows the API's reasons), a success replaces the failure of an earlier attempt.
 */
export async function withNotice<T>(
  change: string,
  texts: { success: string | ((result: T) => string); failure: string },
  run: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    notify.failure(texts.failure, undefined, change);
    throw error;
  }
  notify.success(typeof texts.success === 'function' ? texts.success(result) : texts.success, change);
  return result;
}

/** The notices' texts of a save, by their word (`created`, `updateFailed`…). */
export type SaveTexts = (word: 'created' | 'createFailed' | 'updated' | 'updateFailed') => string;

/** Saves a row with `withNotice`: an update of row `id`, or a creation when there is none yet. */
export function withSaveNotice<T>(
  resource: string,
  id: number | undefined,
  texts: SaveTexts,
  run: () => Promise<T>,
): Promise<T> {
  const creating = id === undefined;
  return withNotice(
    changeId(resource, creating ? 'create' : 'update', id),
    {
      success: texts(creating ? 'created' : 'updated'),
      failure: texts(creating ? 'createFailed' : 'updateFailed'),
    },
    run,
  );
}
