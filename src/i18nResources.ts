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
