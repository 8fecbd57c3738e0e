import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLogs } from '../../server/db/tables/auditLogs';
import type { TestApp } from './harness';

export const ADMIN = 'admin@demo.local';
export const ACME_ADMIN = 'admin@acme.local';
export const SUPERUSER = 'superuser@demo.local';
export const CLIENT_ADMIN = 'client_admin@demo.local';
export const BRAND_MANAGER = 'brand_manager@demo.local';
export const USER = 'user@demo.local';
export const MANAGER = 'manager@demo.local';

let counter = 0;
/** A code nobody else in the run uses. */
export const newCode = (prefix = 'C') => `${prefix}_${process.pid}_${++counter}`;

/** Creates a row through the API and returns its body (fails the test unless 201). */
export async function created<T = Record<string, unknown>>(
  t: TestApp,
  path: string,
  body: unknown,
  as = ADMIN,
): Promise<T> {
  const res = await t.api('POST', path, { as, body: body as never });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

export async function lastAudit(t: TestApp, objectType: string, objectId: number) {
  const [row] = await t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.object_type, objectType), eq(auditLogs.object_id, String(objectId))))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

/** Smallest valid images of each kind, and a file that only claims to be one. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);
export const FAKE_PNG = Buffer.from('MZ this is an executable pretending to be logo.png');

/** Sends a raw image body as the SPA does. */
export function upload(
  t: TestApp,
  method: 'PUT' | 'POST',
  path: string,
  bytes: Buffer,
  as = ADMIN,
  type = 'image/png',
) {
  return t.api(method, path, { as, body: bytes, headers: { 'content-type': type } });
}
