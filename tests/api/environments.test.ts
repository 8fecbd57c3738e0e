import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../domain/common/messages';
import { environmentMessages, type Environment } from '../../domain/sales/environment';
import { ADMIN, CLIENT_ADMIN, created } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { SUPPORT, clientOf } from './sales-support';

// Client environments over HTTP: a name once per client, http(s) addresses, the client held to
// the organisation, the filters, and who may read and change them (subject Environment).

let t: TestApp;
let client: number;
beforeAll(async () => {
  t = await startTestApp();
  client = await clientOf(t, 'DEMO');
});
afterAll(() => t.close());

const environment = (fields: Record<string, unknown> = {}) =>
  created<Environment>(
    t,
    '/environments/',
    { client, name: 'Production', kind: 'production', ...fields },
    CLIENT_ADMIN,
  );

describe('environments', () => {
  it('keeps a name once per client, and lets another client use it', async () => {
    const first = await environment({ name: 'Shop' });
    expect(first).toMatchObject({ client, client_name: 'Quayside Supplies', status: 'active', url: '' });
    const again = await t.api('POST', '/environments/', {
      as: CLIENT_ADMIN,
      body: { client, name: 'Shop', kind: 'staging' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: [environmentMessages.nameTaken] });
    const other = await clientOf(t, 'DEMO', 'Other Client');
    await environment({ client: other, name: 'Shop' });
  });

  it('takes only http and https addresses, and a client of its own organisation', async () => {
    const ftp = await t.api('POST', '/environments/', {
      as: CLIENT_ADMIN,
      body: { client, name: 'Files', kind: 'test', url: 'ftp://files.harbour.example' },
    });
    expect(ftp.json()).toEqual({ url: [fieldMessages.website] });
    const theirs = await t.api('POST', '/environments/', {
      as: CLIENT_ADMIN,
      body: { client: await clientOf(t, 'ACME'), name: 'Theirs', kind: 'test' },
    });
    expect(theirs.json()).toEqual({ client: [fieldMessages.referenceNotFound] });
    const moved = await environment({ name: 'Movable' });
    const refused = await t.api('PATCH', `/environments/${moved.id}/`, {
      as: CLIENT_ADMIN,
      body: { client: await clientOf(t, 'ACME') },
    });
    expect(refused.json()).toEqual({ client: [fieldMessages.referenceNotFound] });
  });

  it('filters by client, kind and status', async () => {
    const special = await clientOf(t, 'DEMO', 'Filter Client');
    const prod = await environment({ client: special, name: 'Live', kind: 'production' });
    const staging = await environment({
      client: special,
      name: 'Preview',
      kind: 'staging',
      status: 'maintenance',
    });
    const ids = async (query: string) =>
      (
        (await t.api('GET', `/environments/?${query}`, { as: CLIENT_ADMIN })).json().results as Environment[]
      ).map((e) => e.id);
    expect(await ids(`client=${special}`)).toEqual([prod.id, staging.id]);
    expect(await ids(`client=${special}&kind=staging`)).toEqual([staging.id]);
    expect(await ids(`client=${special}&status=active`)).toEqual([prod.id]);
  });

  it('says "Environment not found." for an unknown id; support and an admin, without the right, are refused', async () => {
    const missing = await t.api('GET', '/environments/999999/', { as: CLIENT_ADMIN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: environmentMessages.notFound });
    const row = await environment({ name: 'Readable' });
    expect((await t.api('GET', `/environments/${row.id}/`, { as: SUPPORT })).statusCode).toBe(403);
    const change = await t.api('PATCH', `/environments/${row.id}/`, { as: SUPPORT, body: { notes: 'x' } });
    expect(change.statusCode).toBe(403);
    expect((await t.api('GET', '/environments/', { as: ADMIN })).statusCode).toBe(403);
  });
});
