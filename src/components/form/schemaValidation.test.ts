import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from '../../../domain/auth/schemas';
import { messages } from '../../../domain/common/messages';
import { checkFields } from './schemaValidation';

describe('checkFields', () => {
  it("answers the schema's output for values that pass", () => {
    expect(checkFields(LoginRequestSchema, { email: 'a@b.co', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'x' },
    });
  });

  it("answers each field's first message, named and worded as the API would", () => {
    const checked = checkFields(LoginRequestSchema, { email: 'not-an-email', extra: 1 });
    expect(checked).toEqual({
      ok: false,
      messages: { email: messages.email, password: messages.required, extra: messages.unknownField },
    });
  });
});
