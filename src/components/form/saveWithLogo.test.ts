import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_TEXTS, saveThenLogo } from './saveWithLogo';

type Row = { id: number; name: string; code: string };
const row: Row = { id: 7, name: 'Nova', code: 'NOVA' };

/** saveThenLogo with fakes that record what was called, in order. */
function run({
  editing = null as Row | null,
  values = { name: 'Nova', code: 'NOVA' } as Partial<Omit<Row, 'id'>>,
  saveError = null as Error | null,
  logoError = null as Error | null,
} = {}) {
  const calls: string[] = [];
  const create = vi.fn(async (v: Omit<Row, 'id'>) => {
    calls.push('create');
    if (saveError) throw saveError;
    return { id: 8, ...v };
  });
  const update = vi.fn(async (id: number, changes: Partial<Omit<Row, 'id'>>) => {
    calls.push('update');
    if (saveError) throw saveError;
    return { ...row, ...changes, id };
  });
  const applyLogo = vi.fn(async (saved: Row) => {
    calls.push(`logo ${saved.id}`);
    if (logoError) throw logoError;
  });
  const saveFailed = vi.fn(() => void calls.push('saveFailed'));
  const logoFailed = vi.fn(() => void calls.push('logoFailed'));
  const result = saveThenLogo({ row: editing, values, create, update, applyLogo, saveFailed, logoFailed });
  return { result, calls, create, update, applyLogo, saveFailed, logoFailed };
}

describe('saveThenLogo (forms with a logo)', () => {
  it('creates the row, then applies the logo to the new row', async () => {
    const { result, calls, create } = run();
    await expect(result).resolves.toEqual({ id: 8, name: 'Nova', code: 'NOVA' });
    expect(create).toHaveBeenCalledWith({ name: 'Nova', code: 'NOVA' });
    expect(calls).toEqual(['create', 'logo 8']);
  });

  it('sends only the changed fields when editing, and nothing when none changed', async () => {
    const changed = run({ editing: row, values: { name: 'Nova', code: 'NOVA_2' } });
    await expect(changed.result).resolves.toEqual({ id: 7, name: 'Nova', code: 'NOVA_2' });
    expect(changed.update).toHaveBeenCalledWith(7, { code: 'NOVA_2' });
    expect(changed.calls).toEqual(['update', 'logo 7']);

    const same = run({ editing: row, values: { name: 'Nova', code: 'NOVA' } });
    await expect(same.result).resolves.toBe(row);
    expect(same.update).not.toHaveBeenCalled();
    expect(same.calls).toEqual(['logo 7']); // a new logo alone is still applied
  });

  it('reports a refused save and rejects with its error, without touching the logo', async () => {
    const refused = new Error('400');
    const { result, calls } = run({ saveError: refused });
    await expect(result).rejects.toBe(refused);
    expect(calls).toEqual(['create', 'saveFailed']);
  });

  it('reports a refused logo but keeps the save: the saved row is returned', async () => {
    const refused = new Error('logo');
    const { result, calls, logoFailed, saveFailed } = run({ editing: row, logoError: refused });
    await expect(result).resolves.toBe(row);
    expect(logoFailed).toHaveBeenCalledWith(refused);
    expect(saveFailed).not.toHaveBeenCalled();
    expect(calls).toEqual(['logo 7', 'logoFailed']);
  });
});

describe('useSaveWithLogo’s texts (<texts>.<text>, keys built at run time)', () => {
  const FORMS = [
    ['catalogueConfig', 'brands'],
    ['catalogueConfig', 'categories'],
    ['organizations', 'dialog'],
  ] as const;
  it.each(['en', 'fr', 'ar', 'zh'])('%s has each of them for every form with a logo', (language) => {
    for (const [file, area] of FORMS) {
      const texts = JSON.parse(
        readFileSync(new URL(`../../../locales/${language}/${file}.json`, import.meta.url), 'utf8'),
      ) as Record<string, Record<string, unknown>>;
      for (const key of DIALOG_TEXTS) expect(typeof texts[area]?.[key], `${area}.${key}`).toBe('string');
    }
  });
});
