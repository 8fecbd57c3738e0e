export type Messages = { [key: string]: string | Messages };

/**
 * `locales/<language>/<area>.json` → one translation tree per language, with each file under
 * its area's key (`locales/en/auth.json` holds the `auth.*` keys). One file per area, so areas
 * add their texts without touching each other's.
 */
export function resourcesFromFiles(files: Record<string, unknown>) {
  const resources: Record<string, { translation: Messages }> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match as unknown as [string, string, string];
    (resources[language] ??= { translation: {} }).translation[area] = messages as Messages;
  }
  return resources;
}

/**
 * The same, per language and on demand: `locales/<language>/<area>.json` loaders (from
 * `import.meta.glob` without `eager`) → for each language, one function that loads all its areas
 * and resolves to that language's translation tree.
 */
export function languageLoaders(files: Record<string, () => Promise<unknown>>) {
  const byLanguage: Record<string, [path: string, load: () => Promise<unknown>][]> = {};
  for (const [path, load] of Object.entries(files)) {
    const language = /([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
    if (language) (byLanguage[language] ??= []).push([path, load]);
  }
  return Object.fromEntries(
    Object.entries(byLanguage).map(([language, entries]) => [
      language,
      async () => {
        const loaded = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
        return resourcesFromFiles(Object.fromEntries(loaded))[language]!.translation;
      },
    ]),
  );
}
