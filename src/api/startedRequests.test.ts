import { describe, expect, it } from 'vitest';
import type { StartedRequests } from '../early/firstRequests';
import { takeStartedResponse } from './startedRequests';

const ORIGIN = 'http://127.0.0.1:8000';
const ROWS = '/api/products/?page=1&page_size=25';

function started(at = 0): StartedRequests {
  return {
    authorization: 'Bearer token-1',
    origin: ORIGIN,
    at,
    responses: new Map([[ROWS, Promise.resolve(new Response('{"count":0}'))]]),
  };
}
const get = (path: string, token = 'token-1', method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });

describe('takeStartedResponse', () => {
  it('gives the started response to the same request, once', async () => {
    const requests = started();
    const response = takeStartedResponse(get(ROWS), requests, 100);
    expect(await (await response!).json()).toEqual({ count: 0 });
    expect(takeStartedResponse(get(ROWS), requests, 100)).toBeUndefined();
  });

  it('gives none for another query, token, method or origin', () => {
    const requests = started();
    expect(takeStartedResponse(get('/api/products/?page=2&page_size=25'), requests, 100)).toBeUndefined();
    expect(takeStartedResponse(get(ROWS, 'token-2'), requests, 100)).toBeUndefined();
    expect(takeStartedResponse(get(ROWS, 'token-1', 'DELETE'), requests, 100)).toBeUndefined();
    expect(
      takeStartedResponse(new Request(`http://elsewhere${ROWS}`, get(ROWS)), requests, 100),
    ).toBeUndefined();
    // Still there for the request it was started for.
    expect(takeStartedResponse(get(ROWS), requests, 100)).toBeDefined();
  });

  it('gives none started more than ten seconds before: the app asks again', () => {
    expect(takeStartedResponse(get(ROWS), started(0), 10_001)).toBeUndefined();
  });

  it('gives none when nothing was started (a guest page, tests)', () => {
    expect(takeStartedResponse(get(ROWS), undefined, 0)).toBeUndefined();
  });
});
