// The server's drawing of pages (src/ssr/render.tsx) against the real API: what server/http/spa.ts
// serves a bookmark of a signed-in list and a guest's /login. The browser side (hydration, the
// drawn page's styles) is in tests/e2e/server-render.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGuestPage, renderSignedInPage, warmUpCookies } from '../../src/ssr/render';
import { SERVER_PAGE_DATA_ID, type ServerPageData } from '../../src/ssr/pageData';
import { injectedFetch } from '../../server/http/injectedFetch';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** One API exchange as the drawing made it: when it was sent and answered, in order. */
type Exchange = { path: string; sent: number; answered: number };

/** Answers the drawing's API requests as spa.ts does (the app's own routes), and logs them. */
function apiAnswering() {
  const log: Exchange[] = [];
  let clock = 0;
  const answer = injectedFetch(t.app, '127.0.0.1');
  const fetchApi = async (request: Request) => {
    const url = new URL(request.url);
    const exchange = { path: url.pathname + url.search, sent: ++clock, answered: 0 };
    log.push(exchange);
    const response = await answer(request);
    exchange.answered = ++clock;
    return response;
  };
  return { fetchApi, log };
}

const pageData = (afterRoot: string) =>
  JSON.parse(
    afterRoot.slice(afterRoot.indexOf('>') + 1, afterRoot.lastIndexOf('</script>')),
  ) as ServerPageData & { queries: { queries: { queryKey: unknown[] }[] } };

describe('a signed-in bookmark of a list', () => {
  async function drawProductList() {
    const login = await t.login('superuser@demo.local');
    const { url, cookieHeader } = warmUpCookies({ user: login.user, accessToken: login.access_token });
    const api = apiAnswering();
    const page = await renderSignedInPage(url, cookieHeader, api.fetchApi);
    return { page: page!, log: api.log, login };
  }

  it('is drawn with its first rows, and holds what it was drawn from for the client', async () => {
    const { page, login } = await drawProductList();
    const products = (
      await t.api('GET', '/products/?page=1&page_size=25', { as: 'superuser@demo.local' })
    ).json<{
      results: { name: string }[];
    }>().results;
    expect(page.root).toContain('<tbody');
    expect(page.root).toContain(products[0]!.name.replace(/&/g, '&amp;'));
    expect(page.afterRoot).toContain(`id="${SERVER_PAGE_DATA_ID}"`);
    const data = pageData(page.afterRoot);
    expect(data.userId).toBe(login.user.id);
    expect(data.language).toBe('en');
    expect(data.queries.queries.map((q) => q.queryKey[1])).toContain('/api/products/');
  });

  it('asks, from its second drawing on, for what the first asked while drawn together with its rows', async () => {
    const first = await drawProductList();
    const second = await drawProductList();
    const rowsOf = (log: Exchange[]) => log.find((e) => e.path.startsWith('/api/products/'))!;
    const extra = (log: Exchange[]) =>
      log.filter((e) => e !== rowsOf(log) && !e.path.startsWith('/api/auth/abilities/'));
    // The screen asks for more than its rows (found while the first drawing in this process drew).
    expect(extra(first.log).length).toBeGreaterThan(0);
    // The next one sent them all before the rows came back, and asked nothing after drawing.
    expect(
      extra(second.log)
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      extra(first.log)
        .map((e) => e.path)
        .sort(),
    );
    for (const exchange of extra(second.log)) expect(exchange.sent).toBeLessThan(rowsOf(second.log).answered);
    // Drawn the same, both times.
    expect(second.page.root).toBe(
      first.page.root.replaceAll(first.login.user.email, second.login.user.email),
    );
  });

  it('asks for what it learnt only for the same abilities: not for what another visitor may not read', async () => {
    await drawProductList();
    const superuser = await drawProductList();
    expect(superuser.log.map((e) => e.path)).toContain('/api/organizations/?page_size=100');

    // A brand manager may not read the organisations: their list does not ask, nor is asked for them.
    const login = await t.login('brand_manager@demo.local');
    const { url, cookieHeader } = warmUpCookies({ user: login.user, accessToken: login.access_token });
    for (let drawing = 0; drawing < 2; drawing++) {
      const api = apiAnswering();
      expect(await renderSignedInPage(url, cookieHeader, api.fetchApi)).not.toBeNull();
      expect(api.log.map((e) => e.path).filter((path) => path.startsWith('/api/organizations/'))).toEqual([]);
    }
  });

  it('is not drawn for a token the API refuses, nor for a screen the server does not draw', async () => {
    const login = await t.login('superuser@demo.local');
    const { url, cookieHeader } = warmUpCookies({ user: login.user, accessToken: login.access_token });
    const refused = apiAnswering();
    const forged = cookieHeader.replace(/accessToken=[^;]+/, 'accessToken=x');
    expect(await renderSignedInPage(url, forged, refused.fetchApi)).toBeNull();
    expect(refused.log.map((e) => e.path)).toEqual(['/api/auth/abilities/']);

    const notDrawn = apiAnswering();
    expect(await renderSignedInPage(`${url}?page=2`, cookieHeader, notDrawn.fetchApi)).toBeNull();
    expect(notDrawn.log).toEqual([]);
  });
});

describe("a guest's sign-in page", () => {
  it('is drawn with its form in the language asked, then kept: the next guest costs no request', async () => {
    const api = apiAnswering();
    const page = (await renderGuestPage('/login?lang=ar', '', api.fetchApi))!;
    expect(page.root).toContain('type="password"');
    expect(pageData(page.afterRoot)).toMatchObject({ userId: null, language: 'ar' });
    expect(api.log.map((e) => e.path)).toEqual(['/api/auth/options/']);

    const again = apiAnswering();
    expect(await renderGuestPage('/login?lang=ar', '', again.fetchApi)).toBe(page);
    expect(again.log).toEqual([]);
  });

  it('is left to the client for a browser holding a session, and is only /login', async () => {
    const api = apiAnswering();
    expect(await renderGuestPage('/login', 'backoffice-accessToken=abc', api.fetchApi)).toBeNull();
    expect(await renderGuestPage('/apps/user/list', '', api.fetchApi)).toBeNull();
  });
});
