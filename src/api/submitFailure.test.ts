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
    ).toEqual({
      fields: { phone_number: 'Too long.' },
      general: 'email: Unknown field. Nope.',
      others: [{ field: 'email', message: 'Unknown field.' }, { message: 'Nope.' }],
      retry: false,
    });
    expect(submitFailure({ detail: 'Forbidden.' }, fields)).toMatchObject({
      fields: {},
      general: 'Forbidden.',
      retry: false,
    });
  });

  it('gives nothing to show for a network failure or an empty body, and only the first may be retried', () => {
    expect(submitFailure(new TypeError('Failed to fetch'), fields)).toEqual({
      fields: {},
      others: [],
      retry: true,
    });
    expect(submitFailure('', fields)).toEqual({ fields: {}, others: [], retry: false });
  });

  it('reads a status and body together: a refusal is not retried, a server failure is', () => {
    const refused = submitFailure(
      { status: 403, body: { detail: "You don't have permission to create Product" } },
      fields,
    );
    expect(refused).toMatchObject({ general: "You don't have permission to create Product", retry: false });
    expect(submitFailure({ status: 500, body: { detail: 'Internal server error.' } }, fields).retry).toBe(
      true,
    );
    // A product's own `status` field is a field of the body, not the call's status.
    expect(submitFailure({ status: ['This field is required.'] }, fields)).toMatchObject({
      others: [{ field: 'status', message: 'This field is required.' }],
      retry: false,
    });
  });
});
