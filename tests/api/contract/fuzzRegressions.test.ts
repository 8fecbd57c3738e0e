// The requests the fuzzer (fuzz.test.ts) found answered with a 500, kept as plain cases so they
// stay fixed whatever seed the fuzzer runs with.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../../server/modules/security/tables';
import { MAX_BODY_DEPTH } from '../../../server/http/requestChecks';
import { expectNoLeak, startTestApp, type TestApp } from '../harness';

const SUPERUSER = 'superuser@demo.local';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: string) =>
  t.api('POST', path, { as: SUPERUSER, body: payload, headers: { 'content-type': 'application/json' } });

describe('bodies the fuzzer found', () => {
  it('refuses a body nested past the limit with a 400 (it overflowed the NUL check’s stack)', async () => {
    const tooDeep = [
      '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
      '['.repeat(100_000) + ']'.repeat(100_000),
      JSON.stringify({
        name: 'Deep',
        code: 'DEEP',
        description: JSON.parse('['.repeat(MAX_BODY_DEPTH) + ']'.repeat(MAX_BODY_DEPTH)),
      }),
    ];
    for (const payload of tooDeep) {
      const res = await post('/brands/', payload);
      expect(res.statusCode, res.body).toBe(400);
      expectNoLeak(res);
      expect(res.json()).toEqual({
        detail: `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
      });
    }
  });

  it('names an unknown field called constructor like any other (the error handler threw on it)', async () => {
    const res = await post('/brands/', '{"name": "Proto", "code": "PROTO", "constructor": 1, "toString": 2}');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ constructor: ['Unknown field.'], toString: ['Unknown field.'] });
  });

  it('refuses a __proto__ key before anything reads it (the JSON parser’s guard)', async () => {
    const res = await post(
      '/brands/',
      '{"name": "Proto", "code": "PROTO", "__proto__": {"is_superuser": true}}',
    );
    expect(res.statusCode, res.body).toBe(400);
    expectNoLeak(res);
  });

  it('refuses a user body that is null as it refuses any non-object (the create rule read its fields)', async () => {
    for (const payload of ['null', '"x"', '[]']) {
      const res = await post('/users/', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['Send an object with the fields.'] });
    }
  });

  it('stores an unpaired surrogate as U+FFFD in JSON columns too (jsonb refused the row: 500)', async () => {
    const res = await post(
      '/security/events/',
      '{"id": "surrogate-1", "timestamp": "2026-01-01T00:00:00Z", "type": "probe", "severity": "low", "details": {"k\\udfff": "v\\ud800"}}',
    );
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.event_id, 'surrogate-1'));
    expect(event?.details).toEqual({ 'k\uFFFD': 'v\uFFFD' });
  });
});
