import { describe, expect, it } from 'vitest';
import { SecurityEventSchema } from './events';

describe('SecurityEventSchema', () => {
  it('takes what the SPA’s monitor sends and drops unknown keys', () => {
    const parsed = SecurityEventSchema.parse({
      id: 'e1',
      timestamp: '2025-01-01T10:00:00.000Z',
      type: 'rapid_requests',
      details: { count: 51 },
      severity: 'high',
      userAgent: 'UA',
      url: 'http://localhost/',
      extra: true,
    });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.severity).toBe('high');
  });
});
