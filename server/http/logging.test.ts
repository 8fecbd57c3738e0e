import { describe, expect, it } from 'vitest';
import { scrubUrl } from './logging';

describe('scrubUrl', () => {
  it('masks secret query values', () => {
    expect(scrubUrl('/reset-password?uid=MQ&token=abc.def&x=1')).toBe(
      '/reset-password?uid=***&token=***&x=1',
    );
  });
  it('masks token path parameters', () => {
    expect(scrubUrl('/api/auth/password/reset/confirm/MQ/s3cr3t/', { uid: 'MQ', token: 's3cr3t' })).toBe(
      '/api/auth/password/reset/confirm/***/***/',
    );
  });
  it('leaves ordinary urls alone', () => {
    expect(scrubUrl('/api/users/?page=2&search=ann')).toBe('/api/users/?page=2&search=ann');
  });
});
