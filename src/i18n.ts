import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKey } from './lib/storageKeys';
import { preferenceStorage } from './lib/preferenceCookies';
import { languageLoaders, resourcesFromFiles, type Messages } from './i18nResources';

export const LANGUAGES = [
  { code: 'en', label: 'English', rtl: false },
  { code: 'fr', label: 'Français', rtl: false },
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'zh', label: '中文', rtl: false },
] as const;

// Read before the first paint by public/preferences.js too.
const STORAGE_KEY = storageKey('language');

function applyDirection(lng: string) {
  if (typeof document === 'undefined') return; // the server's render (src/ssr/)
  const rtl = LANGUAGES.find((l) => l.code === lng)?.rtl ?? false;
  document.documentElement.lang = lng;
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
}

// What /login downloads: English, the fallback, comes with the app, but only the areas of the
// sign-in screens and the blank layout (app, auth, validation: i18n.test.ts checks that those
// screens use no other, and that both lists below agree). English's other areas are one chunk,
// loaded by the routes beyond sign-in before they render (`loadAllTexts`, src/app/router.tsx).
// Each other language is one chunk, loaded when first needed: before the first render for the
// stored language (see `i18nReady`), and by `i18n.changeLanguage` before it switches (i18next
// waits for its backend).
const englishFirst = resourcesFromFiles(
  import.meta.glob('../locales/en/{app,auth,validation}.json', { eager: true, import: 'default' }),
).en!.translation;
const englishRest = languageLoaders(
  import.meta.glob(
    ['../locales/en/*.json', '!../locales/en/{app,auth,validation}.json', '!../locales/*/{kit,front}.json'],
    { import: 'default' },
  ),
).en;
const otherLanguages = languageLoaders(
  import.meta.glob(['../locales/*/*.json', '!../locales/en/*.json', '!../locales/*/{kit,front}.json'], {
    import: 'default',
  }),
);

/**
 * Areas only their own screens show, loaded with them (`loadAreaTexts`) rather than with every
 * page: the living kit's (src/kit) and the public front pages'. Each is one file per language
 * (vite.config.ts), so a signed-in screen's language file does not carry them. Keep this list and
 * the two `!../locales/*\/{kit,front}.json` patterns above in step.
 */
export const DEFERRED_AREAS = ['kit', 'front'] as const;
export type DeferredArea = (typeof DEFERRED_AREAS)[number];
const deferredLoaders: Record<DeferredArea, Record<string, () => Promise<Messages>>> = {
  kit: languageLoaders(import.meta.glob('../locales/*/kit.json', { import: 'default' })),
  front: languageLoaders(import.meta.glob('../locales/*/front.json', { import: 'default' })),
};
const loadedAreas = new Set<DeferredArea>();
const areaTexts = (area: DeferredArea, language: string): Promise<Messages> =>
  deferredLoaders[area][language]?.() ?? Promise.resolve({});

const bundledLocales: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => {},
  // A language the app does not have reads as empty: its texts fall back to English. A language
  // read after a deferred area was loaded brings that area too.
  read: (language: string) => {
    // English's first areas are in the entry: read at once, so the first render needs no wait.
    const base = language === 'en' ? englishFirst : (otherLanguages[language]?.() ?? {});
    if (loadedAreas.size === 0) return base;
    const areas = [...loadedAreas].map((area) => areaTexts(area, language));
    return Promise.all([base, ...areas]).then((parts) => Object.assign({}, ...parts) as Messages);
  },
};

/**
 * A deferred area's texts (see `DEFERRED_AREAS`), in every language already loaded (English, the
 * fallback, and whichever the reader chose before), so switching back to one of those shows them
 * too; languages loaded later bring them through the backend. Its screens' routes wait for it.
 */
export function loadAreaTexts(area: DeferredArea): Promise<void> {
  loadedAreas.add(area);
  const languages = new Set(['en', i18n.language, ...Object.keys(i18n.store?.data ?? {})]);
  return Promise.all(
    [...languages].map(async (language) => {
      i18n.addResourceBundle(language, 'translation', await areaTexts(area, language), true, true);
    }),
  ).then(() => undefined);
}

let allTexts: Promise<void> | undefined;
/** English's other areas: every route beyond the sign-in screens waits for them. */
export function loadAllTexts(): Promise<void> {
  allTexts ??= (englishRest?.() ?? Promise.resolve({})).then(
    (rest) => void i18n.addResourceBundle('en', 'translation', rest, true, true),
    (error: unknown) => {
      allTexts = undefined; // tried again by the next route
      throw error;
    },
  );
  return allTexts;
}

/** The stored language as the server reads it (`storage` over the request's cookies). */
export const storedLanguageIn = (storage: Pick<Storage, 'getItem'>) => storage.getItem(STORAGE_KEY) ?? 'en';

// The server's render (src/ssr/) starts in English and renders each page in its own language.
const initial =
  typeof window === 'undefined'
    ? 'en'
    : (new URLSearchParams(location.search).get('lang') ?? storedLanguageIn(localStorage));

/** Resolves once the first language's texts are there: render after it, so English never flashes. */
export const i18nReady = i18n
  .use(bundledLocales)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Sets the language at once (English loads at once too), so <html> is right from here on.
    initAsync: false,
  })
  .then(() => {
    // Only a choice made in the app is stored, not `?lang=` nor the first load. The server
    // renders each page in its own language (a per-page instance) and stores nothing.
    if (typeof window === 'undefined') return;
    i18n.on('languageChanged', (lng) => {
      preferenceStorage.setItem(STORAGE_KEY, lng);
      applyDirection(lng);
    });
  });
applyDirection(i18n.language);

export default i18n;
