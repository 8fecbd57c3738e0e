import { createPreferenceStore } from './preferences/store';
import { storageKey } from '../lib/storageKeys';
import { preferenceStorage } from '../lib/preferenceCookies';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_PREFERENCES: ThemePreference[] = ['light', 'dark', 'system'];
// Read before the first paint by public/preferences.js too.
const STORAGE_KEY = storageKey('theme');
// The scheme actually shown, which "system" resolves to (spec §9 lists it among the local keys).
const SCHEME_KEY = storageKey('color-scheme');
const darkQuery = () => matchMedia('(prefers-color-scheme: dark)');

const isPreference = (value: string | null): value is ThemePreference =>
  value === 'light' || value === 'dark' || value === 'system';

export function storedThemePreference(): ThemePreference {
  const fromUrl = new URLSearchParams(location.search).get('theme');
  return themePreferenceIn(fromUrl ?? localStorage.getItem(STORAGE_KEY));
}

/** A stored value as a preference ("system" when missing or unknown). */
export const themePreferenceIn = (stored: string | null): ThemePreference =>
  isPreference(stored) ? stored : 'system';

/** The stored preference as the server reads it (`storage` over the request's cookies). */
export const storedThemeIn = (storage: Pick<Storage, 'getItem'>) =>
  themePreferenceIn(storage.getItem(STORAGE_KEY));

/** Chakra v3 reads the mode from the `dark` class on <html>. */
function paint(preference: ThemePreference) {
  const dark = preference === 'dark' || (preference === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  localStorage.setItem(SCHEME_KEY, dark ? 'dark' : 'light');
}

let following: (() => void) | null = null;

/** Applies and keeps the preference; "system" follows the operating system as it changes. */
export function applyThemePreference(preference: ThemePreference) {
  preferenceStorage.setItem(STORAGE_KEY, preference);
  paint(preference);
  following?.();
  following = null;
  if (preference === 'system') {
    const query = darkQuery();
    const onChange = () => paint('system');
    query.addEventListener('change', onChange);
    following = () => query.removeEventListener('change', onChange);
  }
}

/** The preference as the controls see it: every selector showing it stays in step. */
export const themePreference = createPreferenceStore('theme', storedThemePreference, applyThemePreference);
