import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../lib/storageKeys';
import {
  DEFAULT_LAYOUT,
  effectiveLayout,
  LAYOUT_FIELDS,
  readLayoutPreferences,
  writeLayoutPreferences,
  type LayoutPreferences,
} from './layout';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
};

describe('layout preferences', () => {
  it('start from the spec defaults: boxed, vertical, sticky navbar with blur, purple', () => {
    expect(readLayoutPreferences(memoryStorage())).toEqual({
      navLayout: 'vertical',
      skin: 'default',
      primaryColor: 'purple',
      contentWidth: 'boxed',
      navbarType: 'sticky',
      navbarBlur: true,
      navCollapsed: false,
    });
  });

  it('survive a round trip through storage under app-prefixed keys', () => {
    const chosen: LayoutPreferences = {
      navLayout: 'horizontal',
      skin: 'bordered',
      primaryColor: 'teal',
      contentWidth: 'full',
      navbarType: 'static',
      navbarBlur: false,
      navCollapsed: true,
    };
    const storage = memoryStorage();
    writeLayoutPreferences(storage, chosen);
    expect([...storage.map.keys()]).toAllSatisfy((k) => k.startsWith('backoffice-'));
    expect(storage.map.get('backoffice-navigation-collapsed')).toBe('true');
    expect(readLayoutPreferences(storage)).toEqual(chosen);
  });

  it('fall back one by one when a stored value is unknown', () => {
    const storage = memoryStorage({
      [storageKey('primary-color')]: 'chartreuse',
      [storageKey('navbar-blur')]: 'yes',
      [storageKey('content-width')]: 'full',
    });
    expect(readLayoutPreferences(storage)).toEqual({ ...DEFAULT_LAYOUT, contentWidth: 'full' });
  });

  it('horizontal navigation turns a hidden navbar sticky and expands the navigation', () => {
    const chosen = {
      ...DEFAULT_LAYOUT,
      navLayout: 'horizontal',
      navbarType: 'hidden',
      navCollapsed: true,
    } as const;
    expect(effectiveLayout(chosen)).toEqual({ ...chosen, navbarType: 'sticky', navCollapsed: false });
    expect(effectiveLayout({ ...chosen, navbarType: 'static' }).navbarType).toBe('static');
  });

  it('vertical navigation keeps what was chosen', () => {
    const chosen = { ...DEFAULT_LAYOUT, navbarType: 'hidden', navCollapsed: true } as const;
    expect(effectiveLayout(chosen)).toBe(chosen);
  });

  it('the pre-paint script reads the colour and skin under the same keys', () => {
    const script = readFileSync(new URL('../../../public/preferences.js', import.meta.url), 'utf8');
    for (const field of [LAYOUT_FIELDS.primaryColor, LAYOUT_FIELDS.skin]) {
      expect(script).toContain(`'${storageKey(field.name)}'`);
    }
    expect(script).toContain(`|| '${DEFAULT_LAYOUT.primaryColor}'`);
  });
});
