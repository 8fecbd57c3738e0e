import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../common/messages';
import { BrandCreateSchema } from './brand';

describe('brand rules', () => {
  const parse = (fields: Record<string, unknown>) =>
    BrandCreateSchema.safeParse({ name: 'Good name', code: 'GOOD', ...fields });
  const messagesOf = (fields: Record<string, unknown>) => {
    const result = parse(fields);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts names of any script and the boundaries of each field', () => {
    expect(parse({ name: 'علامة تجارية' }).success).toBe(true);
    expect(parse({ name: '品牌' }).success).toBe(true);
    expect(parse({ name: 'ab', code: 'AB' }).success).toBe(true);
    expect(parse({ name: 'x'.repeat(99), code: 'C'.repeat(49), description: 'd'.repeat(499) }).success).toBe(
      true,
    );
  });

  it('names each broken rule', () => {
    expect(messagesOf({ name: 'a' })).toEqual([fieldMessages.nameMin]);
    expect(messagesOf({ name: 'x'.repeat(100) })).toEqual([fieldMessages.nameMax]);
    expect(messagesOf({ name: 'semi;colon' })).toEqual([fieldMessages.nameInvalid]);
    expect(messagesOf({ code: 'ab' })).toEqual([fieldMessages.codeFormat]);
    expect(messagesOf({ description: 'd'.repeat(500) })).toEqual([fieldMessages.descriptionMax]);
    expect(messagesOf({ website: 'javascript:alert(1)' })).toEqual([fieldMessages.website]);
    expect(messagesOf({ start_date: '2026-02-02', end_date: '2026-02-02' })).toEqual([
      fieldMessages.endBeforeStart,
    ]);
  });
});
