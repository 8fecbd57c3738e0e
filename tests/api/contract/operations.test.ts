import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import {
  documentOperations,
  ORG_ADMIN,
  ORG_CODES,
  fillPath,
  prepareRecords,
  type Records,
} from './operations';

let t: TestApp;
let records: Records;
beforeAll(async () => {
  t = await startTestApp();
  records = await prepareRecords(t);
});
afterAll(() => t.close());

const operations = documentOperations();

describe('the operations of the document', () => {
  it('are each named once, with their path parameters', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(operations.find((op) => op.operationId === 'products_images_delete')?.pathParams).toEqual([
      'id',
      'imageId',
    ]);
  });

  it("name a row of each organisation for every path parameter, which that organisation's admin (or, beyond the admin's rights, the superuser) can read", async () => {
    const withParams = operations.filter((op) => op.pathParams.length && op.method === 'GET' && op.secured);
    expect(withParams.length).toBeGreaterThan(5);
    for (const op of withParams) {
      for (const org of ORG_CODES) {
        const url = await records.url(op, org);
        expect(url, `${op.operationId} ${org}`).toBeDefined();
        let res = await t.api('GET', url!, { as: ORG_ADMIN[org] });
        // The role table gives an admin no Customer right (clients): the superuser, who reads
        // every organisation's rows, then shows the row is there (the matrix judges the 403).
        if (res.statusCode === 403 || res.statusCode === 404)
          res = await t.api('GET', url!, { as: 'superuser@demo.local' });
        expect(res.statusCode, `${op.operationId} ${org} ${url}`).toBe(200);
      }
    }
  });

  it('give fresh copies a DELETE may consume, leaving the named rows', async () => {
    const deletes = operations.filter((op) => op.method === 'DELETE' && op.pathParams.length);
    expect(deletes.length).toBeGreaterThan(5);
    for (const op of deletes) {
      for (const org of ORG_CODES) {
        const kept = await records.values(op, org);
        const fresh = (await records.fresh(op, org))!;
        expect(fresh, op.operationId).not.toEqual(kept);
        // What is tested is the copy, not who may delete it: whoever manages everything does (an
        // organisation's admin may not delete HR's persons, nor reach a copy of a tenant).
        const res = await t.api('DELETE', fillPath(op, fresh), { as: 'superuser@demo.local' });
        // 409: a copy of a built-in role is still built in, and kept.
        expect([...op.successStatuses, 409], `${op.operationId} ${org}: ${res.body}`).toContain(
          res.statusCode,
        );
        expect(await records.values(op, org)).toEqual(kept);
      }
    }
  });
});
