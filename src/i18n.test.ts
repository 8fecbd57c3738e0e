import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageLoaders, resourcesFromFiles, type Messages } from './i18nResources';

const root = new URL('../locales/', import.meta.url);
const files = Object.fromEntries(
  readdirSync(root).flatMap((language) =>
    readdirSync(new URL(`${language}/`, root)).map((file) => [
      `../locales/${language}/${file}`,
      JSON.parse(readFileSync(new URL(`${language}/${file}`, root), 'utf8')),
    ]),
  ),
);
const resources = resourcesFromFiles(files);
const tree = (language: string) => resources[language]!.translation;

const keys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
const lookup = (messages: Messages, key: string) =>
  key
    .split('.')
    .reduce<string | Messages | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), messages);
const sourceFiles = (dir: URL): URL[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(new URL(`${entry.name}/`, dir))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [new URL(entry.name, dir)]
        : [],
  );
const placeholders = (s: unknown) =>
  String(s)
    .match(/{{\w+}}/g)
    ?.sort() ?? [];

describe('locales', () => {
  const english = keys(tree('en'));

  it('has the four languages', () => {
    expect(Object.keys(resources).sort()).toEqual(['ar', 'en', 'fr', 'zh']);
  });

  it.each(['fr', 'ar', 'zh'])('%s has every English key, and no other', (language) => {
    expect(keys(tree(language)).sort()).toEqual([...english].sort());
  });

  it.each(['fr', 'ar', 'zh'])('%s is translated, not English copied', (language) => {
    // A few words (names, codes like "CRM") may match across languages; more means a missed translation.
    const same = english.filter((k) => lookup(tree(language), k) === lookup(tree('en'), k));
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(Math.max(2, Math.floor(english.length * 0.03)));
  });

  it('has every key the screens use', () => {
    const used = sourceFiles(new URL('./', import.meta.url)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z][\w]*(?:\.[\w]+)+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => typeof lookup(tree('en'), key) !== 'string')).toEqual([]);
  });

  it.each(['fr', 'ar', 'zh'])('%s keeps the interpolation placeholders', (language) => {
    for (const key of english) {
      expect(placeholders(lookup(tree(language), key)), key).toEqual(placeholders(lookup(tree('en'), key)));
    }
  });
});

describe('labels (names of fields, columns, tabs, filters, choices, roles, menu entries)', () => {
  // Groups whose texts name a thing rather than say a sentence: sentence case, no closing period.
  const LABEL_GROUPS = ['fields', 'columns', 'tabs', 'filters', 'priority', 'sale'];
  const LABEL_AREAS = ['roles', 'nav'];
  const labels = (language: string) =>
    keys(tree(language))
      .filter((key) => {
        const [area, ...path] = key.split('.');
        return LABEL_AREAS.includes(area!) || path.slice(0, -1).some((group) => LABEL_GROUPS.includes(group));
      })
      .map((key) => [key, lookup(tree(language), key) as string] as const);

  it('finds the labels it checks', () => {
    expect(labels('en').length).toBeGreaterThan(100);
  });

  it.each(['en', 'fr', 'ar', 'zh'])('%s labels do not end with a period', (language) => {
    expect(labels(language).filter(([, text]) => /[.。]$/.test(text))).toEqual([]);
  });

  it('English labels are in sentence case: only the first word, acronyms and names capitalised', () => {
    // "Sign-in", "Available for sale", "SKU", "HR"; not "Out of Stock" nor "Hr".
    const titleCased = labels('en').filter(([, text]) =>
      text
        .split(/\s+/)
        .slice(1)
        .some((word) => /^[A-Z][a-z]/.test(word)),
    );
    expect(titleCased).toEqual([]);
    // A first word all in lower case is a slip; "eCommerce" is a name.
    expect(labels('en').filter(([, text]) => /^[a-z][a-z-]*(\s|$)/.test(text))).toEqual([]);
  });
});

describe('languageLoaders (each language loaded on demand)', () => {
  it('gives each language the same texts as loading them all at once', async () => {
    const loaders = languageLoaders(
      Object.fromEntries(Object.entries(files).map(([path, messages]) => [path, async () => messages])),
    );
    expect(Object.keys(loaders).sort()).toEqual(['ar', 'en', 'fr', 'zh']);
    for (const [language, load] of Object.entries(loaders)) expect(await load()).toEqual(tree(language));
  });
});

describe('the texts /login downloads (src/i18n.ts)', () => {
  const source = readFileSync(new URL('./i18n.ts', import.meta.url), 'utf8');
  const firstAreas = [...source.matchAll(/locales\/en\/\{([\w,]+)\}\.json/g)].map((m) =>
    m[1]!.split(',').sort(),
  );

  it('names the same English areas in the eager and the lazy pattern', () => {
    expect(firstAreas).toHaveLength(2);
    expect(firstAreas[0]).toEqual(firstAreas[1]);
  });

  it('has every area the sign-in screens and the blank layout use among them', () => {
    const files = [
      ...sourceFiles(new URL('./features/auth/', import.meta.url)),
      ...['app/layouts/BlankLayout.tsx', 'app/layouts/Preferences.tsx', 'lib/validationText.ts'].map(
        (file) => new URL(`./${file}`, import.meta.url),
      ),
    ];
    const areas = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z]\w*)\./g)].map((m) => m[1]!),
    );
    expect(areas.length).toBeGreaterThan(10);
    expect([...new Set(areas)].filter((area) => !firstAreas[0]!.includes(area))).toEqual([]);
  });
});
