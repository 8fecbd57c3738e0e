import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { codeFromName, id, isHttpUrl, sanitizeCode } from './fields';

describe('id', () => {
  it('says what a reference number must be, not "Expected an integer.", for -3 or 1.5', () => {
    for (const value of [-3, 0, 1.5]) {
      expect(id().safeParse(value).error?.issues[0]?.message).toBe(messages.idNumber);
    }
    expect(id().safeParse(7).success).toBe(true);
  });
});

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

describe('websites', () => {
  it('accepts only http(s) URLs with a host', () => {
    expect(isHttpUrl('https://example.com/x')).toBe(true);
    expect(isHttpUrl('http://shop.example.co.uk')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('https://localhost')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});
