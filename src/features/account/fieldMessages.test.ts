import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/common/messages';
import { submitFailure, translateMessage } from './fieldMessages';

// A stand-in `t` that shows which key and values were asked for.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('translateMessage', () => {
  it('turns the shared validation texts into keys', () => {
    expect(translateMessage(t, messages.required)).toBe('account.validation.required');
    expect(translateMessage(t, messages.passwordsMismatch)).toBe('account.validation.passwordsMismatch');
    expect(translateMessage(t, messages.maxLength(32))).toBe('account.validation.maxLength {"max":"32"}');
    expect(translateMessage(t, messages.passwordMin(8))).toBe('account.validation.passwordMin {"min":8}');
  });

  it("keeps the server's own texts", () => {
    const text = 'Your old password was entered incorrectly. Please enter it again.';
    expect(translateMessage(t, text)).toBe(text);
    expect(translateMessage(t, undefined)).toBeUndefined();
  });
});

describe('submitFailure', () => {
  const fields = ['first_name', 'phone_number'] as const;

  it("puts the form's fields under them and the rest in one message", () => {
    expect(
      submitFailure(
        { phone_number: ['Too long.'], email: ['Unknown field.'], non_field_errors: ['Nope.'] },
        fields,
      ),
    ).toEqual({ fields: { phone_number: 'Too long.' }, general: 'email: Unknown field. Nope.' });
    expect(submitFailure({ detail: 'Forbidden.' }, fields)).toEqual({ fields: {}, general: 'Forbidden.' });
  });

  it('gives nothing to show for a network failure or an empty body', () => {
    expect(submitFailure(new TypeError('Failed to fetch'), fields)).toEqual({ fields: {} });
    expect(submitFailure('', fields)).toEqual({ fields: {} });
  });
});
