import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';
import zh from '../locales/zh.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree);

describe('locales', () => {
  const english = keys(en);
  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ] as const)('%s has every English key, and no other', (_, locale) => {
    expect(keys(locale).sort()).toEqual([...english].sort());
  });

  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ] as const)('%s is translated, not English copied (beyond names and codes)', (_, locale) => {
    const same = english.filter((k) => lookup(locale, k) === lookup(en, k));
    // Brand-like words may match across languages; anything more means a missed translation.
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(2);
  });

  it('keeps the same interpolation placeholders in every language', () => {
    for (const locale of [fr, ar, zh]) {
      for (const key of english) {
        const placeholders = (s: unknown) =>
          String(s)
            .match(/{{\w+}}/g)
            ?.sort() ?? [];
        expect(placeholders(lookup(locale, key)), key).toEqual(placeholders(lookup(en, key)));
      }
    }
  });
});
