import { describe, expect, it, vi } from 'vitest';
import { failureReasons, otherMessages, putServerErrors } from './serverErrors';

const upper = (message: string) => message.toUpperCase();

describe("a failed save's messages on a form", () => {
  it("puts the form's fields' messages on them and answers the rest with whether a retry can help", () => {
    const setError = vi.fn();
    const rest = putServerErrors(
      { status: 400, body: { code: ['This code is already in use'], brand: ['Not found.'] } },
      setError,
      ['brand', 'name'],
    );
    expect(setError.mock.calls).toEqual([['brand', { type: 'server', message: 'Not found.' }]]);
    expect(rest).toEqual({
      general: 'code: This code is already in use',
      others: [{ field: 'code', message: 'This code is already in use' }],
      retry: false,
      onFields: true,
    });
  });

  it("names another field by its label in the reader's language, and keeps a refusal's detail", () => {
    const setError = vi.fn();
    const rest = putServerErrors(
      { status: 403, body: { detail: "You don't have permission to create Product", code: ['Taken'] } },
      setError,
      ['name'],
    );
    expect(setError).not.toHaveBeenCalled();
    expect(rest.onFields).toBe(false);
    expect(otherMessages(rest, upper, (field) => (field === 'code' ? 'Code' : undefined))).toEqual([
      "YOU DON'T HAVE PERMISSION TO CREATE PRODUCT",
      'Code: TAKEN',
    ]);
  });

  it('says nothing without a reason, and a missing answer may be retried', () => {
    const rest = putServerErrors(new TypeError('Failed to fetch'), vi.fn(), ['name']);
    expect(rest).toEqual({ others: [], retry: true, onFields: false });
  });

  it("gives a refused file's reasons without naming the field", () => {
    expect(
      failureReasons(
        { status: 400, body: { file: ['Only JPEG, PNG, GIF, WebP or SVG images are allowed.'] } },
        upper,
      ),
    ).toEqual(['ONLY JPEG, PNG, GIF, WEBP OR SVG IMAGES ARE ALLOWED.']);
    expect(
      failureReasons({ status: 413, body: { detail: 'The file is larger than 5 MB.' } }, (m) => m),
    ).toEqual(['The file is larger than 5 MB.']);
  });
});
