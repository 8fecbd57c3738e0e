import { describe, expect, it } from 'vitest';
import { isApiFailure, mayRetry } from './apiFailure';

describe('a failed call', () => {
  it('is worth trying again only without an answer, on a server failure or when asked to wait', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(mayRetry(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415])
      expect(mayRetry(status), String(status)).toBe(false);
  });

  it('is recognised by its status and body, not by an API body that has a status field', () => {
    expect(isApiFailure({ status: 403, body: { detail: 'No' } })).toBe(true);
    expect(isApiFailure({ status: 0, body: undefined })).toBe(true);
    expect(isApiFailure({ status: ['This field is required.'] })).toBe(false);
    expect(isApiFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
