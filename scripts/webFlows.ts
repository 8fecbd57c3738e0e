// The browser flows that `npm run bench:web` times and tests/e2e/load-budget.spec.ts counts: a
// cold /login, signing in to a list's first rows, a signed-in bookmark of a list from cold, and the
// same bookmark again with the HTTP cache kept. Times are from the page's own clock (ms after
// navigation) read in animation frames, as ../shared/peers/measure does, so figures compare.
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** The list a bookmark opens, the API path of its rows, and the accounts that open it. */
export const LIST = {
  path: '/apps/product-management/product/list',
  dataPath: '/api/products/',
  /** Signs in on /login (as ../shared/peers/measure does). */
  signIn: { email: 'admin@demo.local', password: 'demo12345' },
  /** Holds the stored session of the bookmark. */
  stored: { email: 'superuser@demo.local', password: 'demo12345' },
};

// Records, in the page, the first frame with a visible login form, with a visible table row, and
// with the app at work (it has hydrated a drawn page, or drawn its own: src/ssr/serverDrawn.tsx).
const PROBE = `(() => {
  const shown = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  window.__seen = {};
  const frame = () => {
    const now = performance.now();
    if (!window.__seen.login && shown(document.querySelector('input[type=password]')) && shown(document.querySelector('button[type=submit]'))) window.__seen.login = now;
    if (!window.__seen.rows && shown(document.querySelector('table tbody tr'))) window.__seen.rows = now;
    if (!window.__seen.working && document.documentElement.hasAttribute('data-hydrated')) window.__seen.working = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

type Seen = { login?: number; rows?: number; working?: number };
declare global {
  interface Window {
    __seen: Seen;
  }
}

/** One request of a page, from its resource timing (ms after navigation). */
export type Fetched = {
  url: string;
  kind: 'html' | 'js' | 'api' | 'other';
  start: number;
  end: number;
  /** Bytes of the body as sent (compressed); 0 when it came from the cache. */
  transferred: number;
  encoded: number;
};

/**
 * What a flow took: its time, and the requests up to that time or, for a page opened cold, up to
 * when the app worked on it (a drawn page shows its form or rows before its code has arrived).
 */
export type FlowFigures = {
  ms: number;
  /** For a page opened cold: when the app worked on it, in ms after navigation. */
  workingMs?: number;
  requests: Fetched[];
  /** When the flow began, in ms after navigation (a submit, for signing in). */
  since: number;
};

export async function newMeasuredContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(PROBE);
  return context;
}

function kindOf(url: URL, entryType: string): Fetched['kind'] {
  if (entryType === 'navigation') return 'html';
  if (url.pathname.startsWith('/api/')) return 'api';
  return url.pathname.endsWith('.js') ? 'js' : 'other';
}

async function fetched(page: Page): Promise<Fetched[]> {
  // Plain data out of the page (functions declared in there would need tsx's helpers).
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => {
      const entry = e as PerformanceResourceTiming;
      return {
        name: entry.name,
        entryType: entry.entryType,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
      };
    }),
  );
  return entries.map((entry) => {
    const url = new URL(entry.name);
    return {
      url: url.pathname + url.search,
      kind: kindOf(url, entry.entryType),
      start: entry.entryType === 'navigation' ? 0 : entry.startTime,
      end: entry.responseEnd,
      transferred: entry.transferSize === 0 ? 0 : entry.encodedBodySize,
      encoded: entry.encodedBodySize,
    };
  });
}

async function waitSeen(page: Page, what: keyof Seen): Promise<number> {
  await page.waitForFunction((key) => window.__seen?.[key] !== undefined, what, {
    timeout: 120_000,
    polling: 50,
  });
  return page.evaluate((key) => window.__seen[key]!, what);
}

/** A page opened cold: when `what` showed, and what was requested until the app worked on it. */
async function openedCold(page: Page, what: 'login' | 'rows'): Promise<FlowFigures> {
  const ms = await waitSeen(page, what);
  const workingMs = await waitSeen(page, 'working');
  return { ms, workingMs, requests: (await fetched(page)).filter((r) => r.start <= workingMs), since: 0 };
}

/** /login from cold: the form shown, and what was requested until it could be used. */
export async function coldLogin(page: Page, base: string): Promise<FlowFigures> {
  await page.goto(`${base}/login?to=${encodeURIComponent(LIST.path)}`, { waitUntil: 'commit' });
  return openedCold(page, 'login');
}

/**
 * On a shown /login, once the page is idle (a person takes a moment to type, as
 * ../shared/peers/measure waits): submit to the list's first rows (ms after the click), and what
 * it requested.
 */
export async function signInToRows(page: Page): Promise<FlowFigures> {
  await waitSeen(page, 'working');
  await page.waitForLoadState('networkidle');
  await page
    .locator('input:not([type=password]):not([type=checkbox]):not([type=hidden])')
    .first()
    .fill(LIST.signIn.email);
  await page.locator('input[type=password]').fill(LIST.signIn.password);
  const submitted = await page.evaluate(() => performance.now());
  await page.locator('button[type=submit]').click();
  const rows = await waitSeen(page, 'rows');
  const requests = (await fetched(page)).filter((r) => r.start >= submitted && r.start <= rows);
  return { ms: rows - submitted, requests, since: submitted };
}

/** Signs in through the API and stores the session as the SPA does (cookies `backoffice-*`). */
export async function storeSession(context: BrowserContext, base: string): Promise<void> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LIST.stored),
  });
  if (!response.ok) throw new Error(`sign-in for the stored session failed: ${response.status}`);
  const signedIn = (await response.json()) as { user: unknown; access_token: string; refresh_token: string };
  const parts = {
    userData: JSON.stringify(signedIn.user),
    accessToken: signedIn.access_token,
    refreshToken: signedIn.refresh_token,
    userAbilityRules: '[]',
  };
  await context.addCookies(
    Object.entries(parts).map(([name, value]) => ({
      name: `backoffice-${name}`,
      value: encodeURIComponent(value),
      url: base,
      sameSite: 'Lax' as const,
    })),
  );
}

/** A bookmark of the list opened in a new page of the context: its first rows, and what it requested until it worked. */
export async function bookmarkToRows(context: BrowserContext, base: string): Promise<FlowFigures> {
  const page = await context.newPage();
  await page.goto(`${base}${LIST.path}`, { waitUntil: 'commit' });
  const figures = await openedCold(page, 'rows');
  // What the page loads once working (the prefetches) would be cancelled by closing it, and a
  // second visit would find it missing from the cache.
  await page.waitForLoadState('networkidle');
  await page.close();
  return figures;
}

export const scripts = (figures: FlowFigures) => figures.requests.filter((r) => r.kind === 'js');

/** When the first request for the list's rows started (ms after the flow began), if it did. */
export function firstDataRequest(figures: FlowFigures): number | undefined {
  const rows = figures.requests.find((r) => r.kind === 'api' && r.url.startsWith(LIST.dataPath));
  return rows && rows.start - figures.since;
}

/**
 * The longest chain of requests each started only after the one before had arrived (the HTML
 * counts as the first): how many round trips one after the other the screen waited for.
 */
export function waterfallDepth(figures: FlowFigures): number {
  const requests = figures.requests.filter((r) => r.kind !== 'other').sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  requests.forEach((request, i) => {
    const waitedFor = depth.filter((_, j) => requests[j]!.end <= request.start);
    depth[i] = 1 + Math.max(0, ...waitedFor);
  });
  return Math.max(0, ...depth);
}
