import { storageKey } from '../../lib/storageKeys';
import { DEFAULT_PRIMARY_COLOR, PRIMARY_COLORS, type PrimaryColor } from '../../lib/theme/palette';
import { preferenceStorage } from '../../lib/preferenceCookies';
import { createPreferenceStore } from './store';

export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;
export const SKINS = ['default', 'bordered'] as const;
export const CONTENT_WIDTHS = ['boxed', 'full'] as const;
export const NAVBAR_TYPES = ['sticky', 'static', 'hidden'] as const;

export type LayoutPreferences = {
  navLayout: (typeof NAV_LAYOUTS)[number];
  skin: (typeof SKINS)[number];
  primaryColor: PrimaryColor;
  contentWidth: (typeof CONTENT_WIDTHS)[number];
  navbarType: (typeof NAVBAR_TYPES)[number];
  navbarBlur: boolean;
  navCollapsed: boolean;
};

/** Spec §9 layout defaults: boxed content, vertical navigation, sticky navbar with blur. */
export const DEFAULT_LAYOUT: LayoutPreferences = {
  navLayout: 'vertical',
  skin: 'default',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  navCollapsed: false,
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
const flag = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);

type Field<K extends keyof LayoutPreferences> = {
  name: string;
  parse: (raw: string) => LayoutPreferences[K] | undefined;
};

// One localStorage key per preference, prefixed with the app title (spec §9); public/preferences.js
// reads `skin` and `primary-color` before the first paint.
export const LAYOUT_FIELDS: { [K in keyof LayoutPreferences]: Field<K> } = {
  navLayout: { name: 'navigation-layout', parse: oneOf(NAV_LAYOUTS) },
  skin: { name: 'skin', parse: oneOf(SKINS) },
  primaryColor: { name: 'primary-color', parse: oneOf(PRIMARY_COLORS) },
  contentWidth: { name: 'content-width', parse: oneOf(CONTENT_WIDTHS) },
  navbarType: { name: 'navbar-type', parse: oneOf(NAVBAR_TYPES) },
  navbarBlur: { name: 'navbar-blur', parse: flag },
  navCollapsed: { name: 'navigation-collapsed', parse: flag },
};
const FIELD_NAMES = Object.keys(LAYOUT_FIELDS) as (keyof LayoutPreferences)[];

/** Stored values that are missing or no longer valid fall back to the defaults one by one. */
export function readLayoutPreferences(storage: Pick<Storage, 'getItem'>): LayoutPreferences {
  const read = <K extends keyof LayoutPreferences>(name: K): LayoutPreferences[K] => {
    const raw = storage.getItem(storageKey(LAYOUT_FIELDS[name].name));
    return (raw === null ? undefined : LAYOUT_FIELDS[name].parse(raw)) ?? DEFAULT_LAYOUT[name];
  };
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, read(name)])) as LayoutPreferences;
}

export function writeLayoutPreferences(storage: Pick<Storage, 'setItem'>, preferences: LayoutPreferences) {
  for (const name of FIELD_NAMES)
    storage.setItem(storageKey(LAYOUT_FIELDS[name].name), String(preferences[name]));
}

/**
 * What the layout actually draws. Horizontal navigation lives in the navbar, so a hidden navbar
 * becomes sticky and the navigation cannot be collapsed (spec §4).
 */
export function effectiveLayout(preferences: LayoutPreferences): LayoutPreferences {
  if (preferences.navLayout !== 'horizontal') return preferences;
  return {
    ...preferences,
    navbarType: preferences.navbarType === 'hidden' ? 'sticky' : preferences.navbarType,
    navCollapsed: false,
  };
}

/** Colour and skin are CSS switches on <html> (see src/lib/theme/themeConfig.ts). */
function paint(preferences: LayoutPreferences) {
  document.documentElement.dataset.primary = preferences.primaryColor;
  document.documentElement.dataset.skin = preferences.skin;
}

export const layoutPreferences = createPreferenceStore(
  'layout',
  () => readLayoutPreferences(localStorage),
  (next) => {
    writeLayoutPreferences(preferenceStorage, next);
    paint(next);
  },
);

export function updateLayoutPreferences(change: Partial<LayoutPreferences>) {
  layoutPreferences.set({ ...layoutPreferences.get(), ...change });
}
