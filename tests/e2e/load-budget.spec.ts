import { expect, test } from '@playwright/test';
import {
  LIST,
  bookmarkToRows,
  coldLogin,
  newMeasuredContext,
  scripts,
  signInToRows,
  storeSession,
} from '../../scripts/webFlows';

// How many JS files a cold screen may take until the app works on it (issue 14; a drawn page
// shows its form or rows before its code has come): a count, not a time, so it holds on a loaded
// CI machine. Each file is a request and is compressed on its own, and a chunk asked for only once
// another has run is one more round trip; a change that splits a screen again (a new lazy import
// outside the chunk groups of vite.config.ts) fails here. Today /login is the entry, Rolldown's
// runtime and the login chunk (the pre-paint preferences script is inline); a signed-in list,
// drawn by the server, adds the signed-in chunk, English's other areas and its area's chunk.
const BUDGET = { login: 3, signedInList: 6 };

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

  // The server drew the rows, and the page carries them and the abilities: the browser asks for
  // neither before its rows are on screen (tests/e2e/server-render.spec.ts checks the hydration).
  const asked = (path: string) => figures.requests.filter((r) => r.url.startsWith(path));
  expect(asked(LIST.dataPath)).toEqual([]);
  expect(asked('/api/auth/abilities/')).toEqual([]);

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
