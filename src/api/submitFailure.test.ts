import { describe, expect, it } from 'vitest';
import { submitFailure } from './submitFailure';

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
