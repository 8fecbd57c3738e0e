import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installIssueMessages } from './zodMessages';

installIssueMessages();
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('issue messages for people', () => {
  it('says what to enter instead of the type names', () => {
    expect(messageOf(z.object({}), 'text')).toBe('Send an object with the fields.');
    expect(messageOf(z.number(), 'x')).toBe('Enter a number.');
    expect(messageOf(z.string(), undefined)).toBe('This field is required.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of: a, b.');
  });

  it('calls a number beyond the type’s own bound too large, and names a field’s bounds', () => {
    expect(messageOf(z.number().int(), 2 ** 60)).toBe('This number is too large.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Enter a whole number.');
    expect(messageOf(z.number().max(Number.MAX_SAFE_INTEGER), 2 ** 60)).toBe('This number is too large.');
    expect(messageOf(z.number().max(5), 6)).toBe('Ensure this value is less than or equal to 5.');
    expect(messageOf(z.number().positive(), 0)).toBe('Ensure this value is greater than 0.');
    expect(messageOf(z.string().min(1), '')).toBe('This field may not be blank.');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Ensure this field has no more than 3 characters.');
  });

  it('leaves a schema’s own message first', () => {
    expect(messageOf(z.number().max(5, 'At most five.'), 6)).toBe('At most five.');
  });
});
