import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/common/messages';
import { translateValidation } from './validationText';

// A stand-in `t` that shows which key and values were asked for.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('translateValidation', () => {
  it('turns the shared validation texts into keys', () => {
    expect(translateValidation(t, messages.required)).toBe('validation.required');
    expect(translateValidation(t, messages.passwordsMismatch)).toBe('validation.passwordsMismatch');
    expect(translateValidation(t, messages.maxLength(32))).toBe('validation.maxLength {"max":"32"}');
    expect(translateValidation(t, messages.passwordMin(8))).toBe('validation.passwordMin {"min":8}');
    expect(translateValidation(t, messages.idNumber)).toBe('validation.idNumber');
  });

  it("keeps the server's own texts", () => {
    const text = 'Your old password was entered incorrectly. Please enter it again.';
    expect(translateValidation(t, text)).toBe(text);
    expect(translateValidation(t, undefined)).toBeUndefined();
  });
});
