import { expect, test } from '@playwright/test';
import {
  LIST,
  bookmarkToRows,
  coldLogin,
  firstDataRequest,
  newMeasuredContext,
  scripts,
  signInToRows,
  storeSession,
} from '../../scripts/webFlows';

// How many JS files a cold screen may take (issue 14): a count, not a time, so it holds on a
// loaded CI machine. Each file is a request and is compressed on its own, and a chunk asked for
// only once another has run is one more round trip; a change that splits a screen again (a new
// lazy import outside the chunk groups of vite.config.ts) fails here. Today /login is
// preferences.js, the entry, Rolldown's runtime and the login chunk; a signed-in list adds the
// script starting its first requests (src/early/main.ts), the signed-in chunk, English's other
// areas and its area's chunk.
const BUDGET = { login: 4, signedInList: 8 };

test('/login from cold loads at most its budget of JS files', async ({ browser, baseURL }) => {
  const context = await newMeasuredContext(browser);
  const figures = await coldLogin(await context.newPage(), baseURL!);
  const files = scripts(figures).map((r) => r.url);
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(BUDGET.login);
  await context.close();
});

test('a bookmark of a list, signed in and from cold, loads at most its budget of JS files; again, none', async ({
  browser,
  baseURL,
}) => {
  const context = await newMeasuredContext(browser);
  await storeSession(context, baseURL!);
  const figures = await bookmarkToRows(context, baseURL!);
  const cold = scripts(figures).map((r) => r.url);
  expect(cold.length, cold.join('\n')).toBeLessThanOrEqual(BUDGET.signedInList);

  // The rows and the abilities were started ahead of the app's code (before its area's chunk was
  // even asked for), and the app took them rather than asking again.
  const asked = (path: string) => figures.requests.filter((r) => r.url.startsWith(path));
  const areaChunk = figures.requests.find((r) => r.url.startsWith('/assets/catalogue-'));
  expect(asked(LIST.dataPath)).toHaveLength(1);
  expect(asked('/api/auth/abilities/')).toHaveLength(1);
  expect(firstDataRequest(figures)).toBeLessThan(areaChunk!.start);

  // The hashed files are cached as immutable: a second visit asks the network for none of them.
  const warm = scripts(await bookmarkToRows(context, baseURL!));
  expect(warm.filter((r) => r.url.startsWith('/assets/') && r.transferred > 0)).toEqual([]);
  await context.close();
});

test('while the sign-in form waits, the code of the screen it leads to loads: submitting fetches no JS', async ({
  browser,
  baseURL,
}) => {
  const context = await newMeasuredContext(browser);
  const page = await context.newPage();
  await coldLogin(page, baseURL!);
  // A user takes a moment to type: by then the list's area (`?to=`) has been asked for.
  const areaChunks = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/catalogue-')).length,
    );
  await expect.poll(areaChunks, { timeout: 10_000 }).toBe(1);
  const signedIn = await signInToRows(page);
  expect(scripts(signedIn).map((r) => r.url)).toEqual([]);
  await context.close();
});
