import { describe, expect, it } from 'vitest';
import { BrandCreateSchema } from './brand';
import { codeFromName, isHttpUrl, metaLengthHint, sanitizeCode } from './fields';
import { catalogueMessages as m } from './messages';

describe('codes', () => {
  it('sanitises typed codes and says when it had to', () => {
    expect(sanitizeCode('ACME_2')).toEqual({ code: 'ACME_2', changed: false });
    expect(sanitizeCode('acme sports')).toEqual({ code: 'ACME_SPORTS', changed: true });
    expect(sanitizeCode('Café--Crème!!')).toEqual({ code: 'CAFE_CREME', changed: true });
    expect(sanitizeCode('__x__')).toEqual({ code: 'X', changed: true });
    expect(sanitizeCode('A'.repeat(80)).code).toHaveLength(49);
  });

  it('proposes a code from a name', () => {
    expect(codeFromName('  Terra Outdoor ')).toBe('TERRA_OUTDOOR');
    expect(codeFromName('Über & Co.')).toBe('UBER_CO');
  });
});

describe('brand rules', () => {
  const parse = (fields: Record<string, unknown>) =>
    BrandCreateSchema.safeParse({ name: 'Good name', code: 'GOOD', ...fields });
  const messagesOf = (fields: Record<string, unknown>) => {
    const result = parse(fields);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts names of any script and the boundaries of §5', () => {
    expect(parse({ name: 'علامة تجارية' }).success).toBe(true);
    expect(parse({ name: '品牌' }).success).toBe(true);
    expect(parse({ name: 'ab', code: 'AB' }).success).toBe(true);
    expect(parse({ name: 'x'.repeat(99), code: 'C'.repeat(49), description: 'd'.repeat(499) }).success).toBe(
      true,
    );
  });

  it('names each broken rule', () => {
    expect(messagesOf({ name: 'a' })).toEqual([m.nameMin]);
    expect(messagesOf({ name: 'x'.repeat(100) })).toEqual([m.nameMax]);
    expect(messagesOf({ name: 'semi;colon' })).toEqual([m.nameInvalid]);
    expect(messagesOf({ code: 'ab' })).toEqual([m.codeFormat]);
    expect(messagesOf({ description: 'd'.repeat(500) })).toEqual([m.descriptionMax]);
    expect(messagesOf({ website: 'javascript:alert(1)' })).toEqual([m.website]);
    expect(messagesOf({ start_date: '2026-02-02', end_date: '2026-02-02' })).toEqual([m.endBeforeStart]);
  });
});

describe('helpers', () => {
  it('accepts only http(s) URLs with a host', () => {
    expect(isHttpUrl('https://example.com/x')).toBe(true);
    expect(isHttpUrl('http://shop.example.co.uk')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('https://localhost')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });

  it('hints when a meta text is outside its recommended length', () => {
    expect(metaLengthHint('', [50, 60], 'hint')).toBeNull();
    expect(metaLengthHint('x'.repeat(55), [50, 60], 'hint')).toBeNull();
    expect(metaLengthHint('short', [50, 60], 'hint')).toBe('hint');
    expect(metaLengthHint('x'.repeat(61), [50, 60], 'hint')).toBe('hint');
  });
});
