import { expect, type APIRequestContext, type Browser, type Cookie, type Page } from '@playwright/test';
import type { LoginResponse } from '../../../machines/session';

export const DEMO_PASSWORD = 'demo12345';

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, email = 'admin@demo.local', password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in afresh from the login page and waits for the dashboard it leads to. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
}

/** Signs in through the API (not the screen): the tokens and the user, as the login answers them. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/auth/login/', { data: { email, password } });
  expect(login.ok(), `login as ${email}`).toBe(true);
  return (await login.json()) as LoginResponse;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Calls to the API as one account: each answers its status and its JSON body. */
export type AccountApi = <T = Record<string, unknown>>(
  method: Method,
  path: string,
  data?: unknown,
) => Promise<{ status: number; body: T }>;

/**
 * The sessions of one spec file. The login endpoint allows 10 sign-ins per account a minute, so
 * each account signs in once through the screen, and its cookies open every later page; the test's
 * own API calls reuse one access token per account, signing in again once it has expired. One per
 * file, not shared across files: a session another file signed out or refreshed would be stale.
 */
export function signInOncePerAccount() {
  const cookiesOf = new Map<string, Cookie[]>();
  const tokenOf = new Map<string, string>();

  /** Opens `path` on `page` as `email`: signs in the first time, then reuses that session. */
  async function openAs(page: Page, email: string, path: string, password = DEMO_PASSWORD) {
    const cookies = cookiesOf.get(email);
    if (cookies) await page.context().addCookies(cookies);
    await page.goto(path);
    if (!cookies) {
      await expect(page).toHaveURL(/\/login\?to=/);
      await submitLogin(page, email, password);
      // Signed in once the signed-in layout shows, or once the page asked for was refused (the
      // refusal is a page of its own, without the layout).
      const arrived = async () =>
        new URL(page.url()).pathname === '/not-authorized' ||
        (await page.getByTestId('current-user').filter({ visible: true }).count()) > 0;
      await expect.poll(arrived, { timeout: 10_000 }).toBe(true);
      cookiesOf.set(email, await page.context().cookies());
    }
  }

  /** A page of a browser context of its own, signed in as `email`, at `path`. */
  async function pageAs(browser: Browser, email: string, path: string, password = DEMO_PASSWORD) {
    const page = await (await browser.newContext()).newPage();
    await openAs(page, email, path, password);
    return page;
  }

  /** The API as `email`, through `request` (a page's, or one of a test's own). */
  function apiOf(request: APIRequestContext, email: string): AccountApi {
    return async <T>(method: Method, path: string, data?: unknown) => {
      const call = async (fresh: boolean) => {
        let token = tokenOf.get(email);
        if (!token || fresh) {
          token = (await apiLogin(request, email)).access_token;
          tokenOf.set(email, token);
        }
        return request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
      };
      let answer = await call(false);
      if (answer.status() === 401) answer = await call(true);
      const text = await answer.text();
      return { status: answer.status(), body: (text ? JSON.parse(text) : undefined) as T };
    };
  }

  /** A call to the API as `email`, beside the screen: its status and its JSON body. */
  const apiAs = <T = Record<string, unknown>>(
    page: Page,
    email: string,
    method: Method,
    path: string,
    data?: unknown,
  ) => apiOf(page.request, email)<T>(method, path, data);

  /** What GET `path` answers `email`, which must be a success. */
  async function apiRead<T>(page: Page, email: string, path: string) {
    const { status, body } = await apiAs<T>(page, email, 'get', path);
    expect(status, `GET ${path}`).toBe(200);
    return body;
  }

  return { openAs, pageAs, apiOf, apiAs, apiRead };
}
