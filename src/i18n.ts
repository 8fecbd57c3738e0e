import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKey } from './app/storageKeys';
import { resourcesFromFiles } from './i18nResources';

export const LANGUAGES = [
  { code: 'en', label: 'English', rtl: false },
  { code: 'fr', label: 'Français', rtl: false },
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'zh', label: '中文', rtl: false },
] as const;

// Read before the first paint by public/preferences.js too.
const STORAGE_KEY = storageKey('language');

function applyDirection(lng: string) {
  const rtl = LANGUAGES.find((l) => l.code === lng)?.rtl ?? false;
  document.documentElement.lang = lng;
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
}

const stored = localStorage.getItem(STORAGE_KEY);
const initial = new URLSearchParams(location.search).get('lang') ?? stored ?? 'en';

void i18n.use(initReactI18next).init({
  resources: resourcesFromFiles(import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' })),
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
applyDirection(i18n.language);
i18n.on('languageChanged', (lng) => {
  localStorage.setItem(STORAGE_KEY, lng);
  applyDirection(lng);
});

export default i18n;
