import { describe, expect, it } from 'vitest';
import { AUTH_FAILED_KEY, authErrorDisplay, toApiError } from './errors';

describe('toApiError', () => {
  it('reads {detail, code}', () => {
    expect(
      toApiError(
        { status: 401 },
        { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
      ),
    ).toEqual({
      status: 401,
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      fields: {},
    });
  });

  it('reads field errors, keeping non_field_errors as the API names it', () => {
    expect(
      toApiError(
        { status: 400 },
        { email: ['Enter a valid email.'], non_field_errors: ['Unable to log in.'] },
      ),
    ).toEqual({
      status: 400,
      fields: { email: ['Enter a valid email.'], non_field_errors: ['Unable to log in.'] },
    });
  });

  it('reads a field named code (a list of messages) as a field, not as the reason', () => {
    expect(
      toApiError({ status: 400 }, { code: ['This code is already in use'], name: ['Too short.'] }),
    ).toEqual({
      status: 400,
      fields: { code: ['This code is already in use'], name: ['Too short.'] },
    });
  });

  it('turns a single message into a list and nested objects into dotted fields', () => {
    expect(toApiError({ status: 400 }, { email: 'Required.', address: { city: ['Too long.'] } })).toEqual({
      status: 400,
      fields: { email: ['Required.'], 'address.city': ['Too long.'] },
    });
  });

  it('reads a bare list as errors of the whole request', () => {
    expect(toApiError({ status: 400 }, ['First problem.', 'Second problem.'])).toEqual({
      status: 400,
      fields: { non_field_errors: ['First problem.', 'Second problem.'] },
    });
  });

  it('reads plain text as the detail', () => {
    expect(toApiError({ status: 502 }, '  Bad Gateway\n')).toEqual({
      status: 502,
      detail: 'Bad Gateway',
      fields: {},
    });
  });

  it.each([undefined, null, '', '   '])('gives only the status for an empty body (%j)', (body) => {
    expect(toApiError({ status: 500 }, body)).toEqual({ status: 500, fields: {} });
  });

  it('takes the status from a real Response', () => {
    expect(toApiError(new Response(null, { status: 404 }), { detail: 'Not found.' })).toEqual({
      status: 404,
      detail: 'Not found.',
      fields: {},
    });
  });
});

describe('authErrorDisplay', () => {
  it('shows the first item of a list as the general error', () => {
    expect(authErrorDisplay(['Account locked.', 'Try later.'])).toEqual({
      general: 'Account locked.',
      fields: {},
    });
  });

  it('shows an object field by field, non_field_errors as the general error', () => {
    expect(
      authErrorDisplay({
        non_field_errors: ['Unable to log in with provided credentials.', 'Second.'],
        email: ['Enter a valid email.'],
        password: ['Too short.', 'Too common.'],
      }),
    ).toEqual({
      general: 'Unable to log in with provided credentials.',
      fields: { email: 'Enter a valid email.', password: 'Too short. Too common.' },
    });
  });

  it('uses detail as the general error when there is no non_field_errors', () => {
    expect(authErrorDisplay({ detail: 'Too many attempts.', code: 'throttled' })).toEqual({
      general: 'Too many attempts.',
      fields: {},
    });
  });

  it('prefers non_field_errors over detail', () => {
    expect(authErrorDisplay({ detail: 'Detail.', non_field_errors: ['Non-field.'] }).general).toBe(
      'Non-field.',
    );
  });

  it('has no general error when only fields are wrong', () => {
    expect(authErrorDisplay({ email: ['Required.'] })).toEqual({ fields: { email: 'Required.' } });
  });

  it('shows text as the general error', () => {
    expect(authErrorDisplay('Service unavailable')).toEqual({ general: 'Service unavailable', fields: {} });
  });

  it.each([undefined, null, '', [], {}, { code: 'x' }])(
    'falls back to the auth.failed key for %j',
    (body) => {
      expect(authErrorDisplay(body)).toEqual({ general: AUTH_FAILED_KEY, fields: {} });
      expect(AUTH_FAILED_KEY).toBe('auth.failed');
    },
  );
});
