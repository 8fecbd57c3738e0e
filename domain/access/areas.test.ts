import { describe, expect, it } from 'vitest';
import { AREAS, MENU_ENTRIES, MENU_ORDER, isRecordSubject, subjectsOf } from './areas';
import { ACTIONS, SUBJECTS } from './vocabulary';

const allEntries = AREAS.flatMap((area) => area.menu.map((entry) => ({ area: area.code, ...entry })));

describe('areas', () => {
  it('have distinct codes', () => {
    const codes = AREAS.map((area) => area.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('give every subject of the vocabulary to exactly one area', () => {
    for (const subject of SUBJECTS.filter((s) => s !== 'all')) {
      expect(
        AREAS.filter((area) => (area.subjects as readonly string[]).includes(subject)).map((a) => a.code),
        subject,
      ).toHaveLength(1);
    }
  });

  it('make the vocabulary: CASL’s wildcard, then their subjects in order', () => {
    expect(SUBJECTS).toEqual(['all', ...AREAS.flatMap((area) => area.subjects)]);
  });

  it('name their subjects, records capitalised and screens in lower case', () => {
    expect(subjectsOf('catalogue', 'analytics')).toEqual([
      'Product',
      'Category',
      'Brand',
      'Analytics',
      'Report',
    ]);
    expect(isRecordSubject('Product')).toBe(true);
    expect(isRecordSubject('security')).toBe(false);
    expect(isRecordSubject('apps-hr')).toBe(false);
  });
});

describe('menu entries', () => {
  it('each ask for a known action on a subject of their own area, or for nothing', () => {
    for (const entry of allEntries) {
      const area = AREAS.find((a) => a.code === entry.area)!;
      if ('subject' in entry) {
        expect(area.subjects as readonly string[], entry.id).toContain(entry.subject);
        expect(ACTIONS as readonly string[], entry.id).toContain(entry.action);
      } else {
        expect('action' in entry, entry.id).toBe(false);
      }
    }
  });

  it('have distinct names and paths', () => {
    expect(new Set(allEntries.map((entry) => entry.id)).size).toBe(allEntries.length);
    expect(new Set(allEntries.map((entry) => entry.path)).size).toBe(allEntries.length);
  });

  it('each appear once in the menu’s order', () => {
    expect([...MENU_ORDER].sort()).toEqual(allEntries.map((entry) => entry.id).sort());
    expect(MENU_ENTRIES.map((entry) => entry.id)).toEqual(MENU_ORDER);
    expect(MENU_ENTRIES.find((entry) => entry.id === 'products')).toMatchObject({
      path: '/apps/products',
      section: '/apps/product-management',
      action: 'read',
      subject: 'Product',
    });
  });
});
