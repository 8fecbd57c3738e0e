import { storageKey } from './storageKeys';
import { readCookie } from './session/sessionCookies';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The local preferences that change what a page draws (its language, the layout's choices, the
 * theme control): the server renders a signed-in page with them (src/ssr/), so it must see them;
 * they are kept in localStorage (spec §9) and mirrored in cookies of the same names.
 */
export const RENDERED_PREFERENCE_KEYS = [
  'language',
  'theme',
  'navigation-layout',
  'skin',
  'primary-color',
  'content-width',
  'navbar-type',
  'navbar-blur',
  'navigation-collapsed',
].map(storageKey);

function writePreferenceCookie(key: string, value: string) {
  document.cookie = `${key}=${encodeURIComponent(value)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** localStorage, each write of a rendered preference also going to its cookie. */
export const preferenceStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: (key) => localStorage.getItem(key),
  setItem(key, value) {
    localStorage.setItem(key, value);
    if (RENDERED_PREFERENCE_KEYS.includes(key)) writePreferenceCookie(key, value);
  },
};

/** Copies the stored preferences to their cookies (those stored before the cookies existed, or cleared). */
export function mirrorPreferencesToCookies() {
  for (const key of RENDERED_PREFERENCE_KEYS) {
    const value = localStorage.getItem(key);
    if (value !== null && readCookie(document.cookie, key) !== value) writePreferenceCookie(key, value);
  }
}

/** The preferences as the server reads them from a request's `Cookie` header. */
export function cookiePreferences(cookieHeader: string): Pick<Storage, 'getItem'> {
  return {
    getItem: (key) => (RENDERED_PREFERENCE_KEYS.includes(key) ? readCookie(cookieHeader, key) : null),
  };
}
