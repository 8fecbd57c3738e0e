import { afterEach, describe, expect, it } from 'vitest';
import { changeId, notify, withNotice, withSaveNotice } from './notify';
import { toaster } from './Toaster';

const shown = () =>
  toaster.getVisibleToasts().map(({ type, title, description }) => ({ type, title, description }));

afterEach(() => {
  toaster.remove();
});

describe('notify', () => {
  it('a success replaces the failure of the same change', () => {
    const creating = changeId('brands', 'create');
    notify.failure('Failed to create brand', 'Code taken', creating);
    notify.success('Brand created successfully', creating);
    expect(shown()).toEqual([
      { type: 'success', title: 'Brand created successfully', description: undefined },
    ]);
  });

  it('keeps the notices of other changes, and those about no change', () => {
    notify.failure('Failed to update brand', undefined, changeId('brands', 'update', 1));
    notify.success('Brand updated', changeId('brands', 'update', 2));
    notify.success('Saved');
    notify.success('Saved');
    expect(shown().map((notice) => notice.title)).toEqual(
      expect.arrayContaining(['Failed to update brand', 'Brand updated', 'Saved', 'Saved']),
    );
    expect(shown()).toHaveLength(4);
  });
});

describe('changeId', () => {
  it('names a change by resource, verb and row', () => {
    expect(changeId('brands', 'create')).toBe('brands create');
    expect(changeId('brands', 'delete', 7)).not.toBe(changeId('brands', 'delete', 8));
  });
});

describe('withNotice', () => {
  const texts = { success: (name: string) => `${name} created`, failure: 'Failed to create brand' };
  const creating = changeId('brands', 'create');

  it('notices a failure and throws it on, then lets the next attempt’s success replace it', async () => {
    const refused = { code: ['Already taken.'] };
    await expect(withNotice(creating, texts, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(shown()).toEqual([{ type: 'error', title: 'Failed to create brand', description: undefined }]);

    await expect(withNotice(creating, texts, async () => 'Nova')).resolves.toBe('Nova');
    expect(shown()).toEqual([{ type: 'success', title: 'Nova created', description: undefined }]);
  });
});

describe('withSaveNotice', () => {
  const texts = (word: string) => `clients.${word}`;

  it('notices a creation without a row, an update of its row, each under its own change', async () => {
    await expect(
      withSaveNotice('clients', undefined, texts, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow();
    await withSaveNotice('clients', 4, texts, async () => 'saved');
    expect(shown()).toEqual(
      expect.arrayContaining([
        { type: 'error', title: 'clients.createFailed', description: undefined },
        { type: 'success', title: 'clients.updated', description: undefined },
      ]),
    );
    await withSaveNotice('clients', undefined, texts, async () => 'made');
    expect(shown().map((notice) => notice.title)).toEqual(
      expect.arrayContaining(['clients.created', 'clients.updated']),
    );
    expect(shown()).toHaveLength(2);
  });
});
