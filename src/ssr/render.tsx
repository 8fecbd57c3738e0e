// The server's render of a signed-in list screen (built by Vite as the server's entry, see
// vite.config.ts; used by server/http/spa.ts). It draws the page a bookmark opens with the app's
// own routes, components and query code, from the API answered for the visitor's own token, so
// the first rows are on screen before the app's code has run; the client then hydrates it
// (src/ssr/hydrate.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { createActor, fromPromise, waitFor } from 'xstate';
import { needsRefresh, sessionMachine, type StoredSession } from '../../machines/session';
import type { paths } from '../api/schema';
import type { ApiClient } from '../api/http';
import { createQueryClient, createQueryHooks } from '../api/queries';
import { appRoutes } from '../app/router';
import { LanguageLocale } from '../app/LanguageLocale';
import { SessionGate } from '../app/session/SessionGate';
import { layoutPreferences, readLayoutPreferences } from '../app/preferences/layout';
import { renderPreferencesWith } from '../app/preferences/store';
import { storedThemeIn, themePreference } from '../app/theme';
import { serverStyles } from '../components/data/styleClasses';
import i18n, { LANGUAGES, loadAllTexts, storedLanguageIn } from '../i18n';
import { ApiProvider } from '../lib/ApiProvider';
import { cookiePreferences } from '../lib/preferenceCookies';
import { queryLayerContext, type QueryLayer, type QueryLayerHandle } from '../lib/queryLayer';
import { readCookie, SESSION_COOKIES } from '../lib/session/sessionCookies';
import { loadAbility, SessionProvider } from '../lib/session/SessionProvider';
import { checkStoredSession } from '../lib/session/storedSessionCheck';
import type { AbilityRule } from '../../domain/access/ability-rule';
import { system } from '../lib/theme/system';
import { installIssueMessages } from '../../domain/common/zodMessages';
import { drawnByServer, FIRST_LIST_REQUESTS } from '../early/firstRequests';
import { signupOpen } from '../features/auth/signupOpen';
import { LOGIN_PATH } from '../lib/routing/guard';
import { SERVER_PAGE_DATA_ID, type AbilitiesAnswer, type ServerPageData } from './pageData';

/** Sends one API request as the visitor (the server's own routes, with their token). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** What the server puts in the page (server/http/spa.ts declares the same shape). */
export type RenderedPage = {
  /** For the end of the head: the page's styles. */
  head: string;
  /** The root element's content. */
  root: string;
  /** For after the root element: the data the client hydrates with. */
  afterRoot: string;
};

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

installIssueMessages();

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];
/** A query a component asked for while drawing (not one it holds back until something else loads). */
function askedWhileDrawing(query: CachedQuery) {
  const { enabled } = query.options as { enabled?: boolean | ((q: CachedQuery) => boolean) };
  return (
    query.state.status === 'pending' && (typeof enabled === 'function' ? enabled(query) : enabled !== false)
  );
}
const ORIGIN = 'http://server-render.invalid';

/**
 * What a screen asked for while it was drawn beyond its route's loaders (the filters' choices,
 * the organisations, the catalogue's currency) and got: the next drawing of that screen for the
 * same abilities asks for it together with the loaders, and the page is drawn once instead of
 * twice (a drawing of the product list is ~35 ms of a ~90 ms page). By screen and abilities, as
 * what a screen asks depends on what its visitor may do: learnt from a superuser, a brand manager's
 * list asked for the organisations it may not read. Only the contract's GETs (openapi-react-query's
 * keys) are kept; refusals are not (they are asked as they are drawn, as before); the screens and
 * abilities least recently drawn are dropped beyond LEARNT_KEPT.
 */
const learnt = new Map<string, readonly ApiQueryKey[]>();
const LEARNT_KEPT = 256;
const learntFor = (screen: string, abilities: AbilitiesAnswer) =>
  `${screen} ${JSON.stringify(abilities.userAbilityRules)}`;
/** What was learnt for `key`, now the most recently used. */
function learntOf(key: string): readonly ApiQueryKey[] {
  const asked = learnt.get(key) ?? [];
  learn(key, asked);
  return asked;
}
function learn(key: string, asked: readonly ApiQueryKey[]) {
  learnt.delete(key);
  if (asked.length === 0) return;
  learnt.set(key, [...new Map(asked.map((k) => [JSON.stringify(k), k])).values()]);
  if (learnt.size > LEARNT_KEPT) learnt.delete(learnt.keys().next().value!);
}
/** A GET with its options, or without (openapi-react-query leaves them out of the key). */
type ApiQueryKey = readonly ['get', string, unknown?];
const isApiQueryKey = (key: readonly unknown[]): key is ApiQueryKey =>
  key.length <= 3 && key[0] === 'get' && typeof key[1] === 'string';
/** openapi-react-query's `queryOptions` for a key it made (its own signature wants a literal path). */
type ApiQueryOptions = (
  method: 'get',
  path: string,
  init?: unknown,
) => FetchQueryOptions & { queryKey: readonly unknown[] };

/**
 * Loads, once, what drawing any of the pages takes: the texts, the abilities' code and the code of
 * every screen drawn here. The server calls it as it starts, so the first visitor does not wait
 * for it (the first page drawn after a start took ~2.7 s against ~0.7 s for the next ones).
 */
export async function prepareSignedInPages(): Promise<void> {
  // A layer no request goes through: the routes' code is loaded, none of their loaders run.
  const layer: QueryLayer = {
    queryClient: createQueryClient(),
    hooks: createQueryHooks(createClient<paths>({ baseUrl: ORIGIN })),
  };
  const routes = appRoutes({ load: async () => layer, signedIn: () => false });
  const screens = Object.keys(FIRST_LIST_REQUESTS).flatMap((path) =>
    (matchRoutes(routes, path) ?? []).map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy() : undefined,
    ),
  );
  await Promise.all([loadAllTexts(), loadAbility(), ...screens]);
}

/**
 * The page the server draws as it starts, and the cookies of a browser holding `session` (written
 * as the app writes them): the product list, in English. No refresh token is needed to draw (a
 * placeholder stands for it).
 */
export function warmUpCookies(session: { user: unknown; accessToken: string }) {
  const parts = {
    [SESSION_COOKIES.user]: JSON.stringify(session.user),
    [SESSION_COOKIES.accessToken]: session.accessToken,
    [SESSION_COOKIES.refreshToken]: 'warm-up',
    [SESSION_COOKIES.abilityRules]: '[]',
  };
  return {
    url: '/apps/product-management/product/list',
    cookieHeader: Object.entries(parts)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
  };
}

/**
 * The page at `url` (path and query) for the browser sending `cookieHeader`, or null when the
 * server should answer with the plain app (a screen not drawn here, no intact session, a token about to be refreshed, an
 * API refusal, a route that does not end at a screen): the client then loads as it does without.
 * `fetchApi` must answer as the API does for the request's own Authorization header.
 */
export async function renderSignedInPage(
  url: string,
  cookieHeader: string,
  fetchApi: ApiFetch,
): Promise<RenderedPage | null> {
  if (!drawnByServer(url)) return null;
  const verdict = checkStoredSession({
    user: readCookie(cookieHeader, SESSION_COOKIES.user),
    accessToken: readCookie(cookieHeader, SESSION_COOKIES.accessToken),
    refreshToken: readCookie(cookieHeader, SESSION_COOKIES.refreshToken),
    abilityRules: readCookie(cookieHeader, SESSION_COOKIES.abilityRules),
  });
  // A token the client would refresh first, or a session it would reject: it decides, not us.
  if (verdict.kind !== 'intact' || needsRefresh(verdict.session.accessToken, Date.now())) return null;
  const stored = verdict.session;

  const authorization = `Bearer ${stored.accessToken}`;
  const api = createClient<paths>({
    baseUrl: ORIGIN,
    fetch: (request: Request) => {
      const headers = new Headers(request.headers);
      headers.set('Authorization', authorization);
      return fetchApi(new Request(request, { headers }));
    },
  });
  const abilities = await api.GET('/api/auth/abilities/');
  if (!abilities.data) return null;

  const session = await restoredSession(stored);
  try {
    if (!session.getSnapshot().hasTag('authenticated')) return null;
    const answer: AbilitiesAnswer = abilities.data;
    session.send({
      type: 'ABILITIES_LOADED',
      rules: answer.userAbilityRules as AbilityRule[],
      inactivityMinutes: answer.session_inactivity_minutes,
    });

    const layer: QueryLayer = { queryClient: createQueryClient(), hooks: createQueryHooks(api) };
    const loads: Promise<unknown>[] = [];
    const handle: QueryLayerHandle = {
      load: async () => layer,
      signedIn: () => true,
      started: (work) => void loads.push(work),
    };
    const context = new RouterContextProvider();
    context.set(queryLayerContext, handle);
    const preferences = cookiePreferences(cookieHeader);
    const language = pageLanguage(preferences);
    const routes = appRoutes(handle);
    const handler = createStaticHandler(routes, { future: { v8_middleware: true } });
    const learntKey = learntFor(new URL(url, ORIGIN).pathname, answer);
    const apiQuery = layer.hooks.queryOptions as unknown as ApiQueryOptions;
    const [routing] = await Promise.all([
      handler.query(new Request(new URL(url, ORIGIN)), { requestContext: context }),
      loadAbility(),
      loadAllTexts().then(() => i18n.loadLanguages(language)),
      // A refusal (the rights changed since) is left for the drawing to find, as if never asked.
      ...learntOf(learntKey).map((key) =>
        layer.queryClient
          .fetchQuery(apiQuery(...key))
          .catch(() => layer.queryClient.removeQueries({ queryKey: key, exact: true })),
      ),
    ]);
    // A redirect (a guard, a menu route) or an error: the client takes it from there.
    if (routing instanceof Response || routing.errors || routing.statusCode !== 200) return null;
    await Promise.all(loads);
    // Rows the API refused (no right, a failure) are not drawn: the client shows what it shows.
    if (
      layer.queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return null;

    const rendered = renderedPreferences(preferences);
    const draw = () => drawScreen({ session, api, language, rendered, handler, routing });
    let page = draw();
    // What the screen asks for while drawing (the filters' choices, the organisations, the
    // catalogue's currency) is not fetched by a render: fetch it and draw again, so the page shows
    // it at once and the client hydrates with nothing left to ask. A request the API refuses is
    // put back as never asked, so the page draws it loading, as the client does before it asks.
    const asked = layer.queryClient.getQueryCache().getAll().filter(askedWhileDrawing);
    if (asked.length > 0) {
      await Promise.all(asked.map((query) => query.fetch().catch(() => query.reset())));
      const got = asked.filter((query) => query.state.status === 'success').map((query) => query.queryKey);
      learn(learntKey, [...learntOf(learntKey), ...got.filter(isApiQueryKey)]);
      page = draw();
    }
    const data: ServerPageData = {
      userId: stored.user.id,
      language,
      preferences: rendered,
      abilities: answer,
      queries: dehydrate(layer.queryClient),
    };
    return pageOf(page, data);
  } finally {
    session.stop();
  }
}

/** The session machine, started and restored from `stored` (null: a guest), as the client's is. */
async function restoredSession(stored: StoredSession | null) {
  const session = createActor(
    sessionMachine.provide({
      actors: { restoreSession: fromPromise<StoredSession | null>(async () => stored) },
    }),
    { input: {} },
  );
  session.start();
  session.send({ type: 'INIT' });
  await waitFor(session, (snapshot) => snapshot.hasTag('initialized'));
  return session;
}

/** The language a page is drawn in: `?lang=` (as the client's first load takes it), else the stored one. */
function pageLanguage(preferences: Pick<Storage, 'getItem'>, search = '') {
  const language = new URLSearchParams(search).get('lang') ?? storedLanguageIn(preferences);
  return LANGUAGES.some((l) => l.code === language) ? language : 'en';
}

/** The local preferences a page is drawn with, by store (`renderPreferencesWith`). */
const renderedPreferences = (preferences: Pick<Storage, 'getItem'>) => ({
  [layoutPreferences.name]: readLayoutPreferences(preferences),
  [themePreference.name]: storedThemeIn(preferences),
});

/** A routed screen drawn with the app's providers, and the styles it used. */
function drawScreen({
  session,
  api,
  language,
  rendered,
  handler,
  routing,
}: {
  session: ReturnType<typeof createActor<typeof sessionMachine>>;
  api: ApiClient;
  language: string;
  rendered: Record<string, unknown>;
  handler: StaticHandler;
  routing: StaticHandlerContext;
}) {
  const texts = i18n.cloneInstance({ lng: language, initAsync: false });
  const router = createStaticRouter(handler.dataRoutes, routing);
  // Emotion writes a style once per cache, so a cache per drawing.
  const emotion = createCache({ key: 'css' });
  // Synchronous: the preferences set for this page are the ones its render reads.
  renderPreferencesWith(rendered);
  try {
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={emotion}>
          <I18nextProvider i18n={texts}>
            <ChakraProvider value={system}>
              <LanguageLocale>
                <SessionProvider actor={session}>
                  <ApiProvider api={api}>
                    <SessionGate>
                      <StaticRouterProvider router={router} context={routing} hydrate={false} />
                    </SessionGate>
                  </ApiProvider>
                </SessionProvider>
              </LanguageLocale>
            </ChakraProvider>
          </I18nextProvider>
        </CacheProvider>
      </StrictMode>,
    );
    return { html, styles: serverStyles(emotion) };
  } finally {
    renderPreferencesWith({});
  }
}

/** The style elements emotion writes into a render, each before the elements it styles. */
const EMOTION_STYLES = /<style data-emotion="[^"]*">.*?<\/style>/gs;

/**
 * What the server puts in the page for a drawn screen and the data the client hydrates with. The
 * styles emotion wrote among the elements (~80 of them, ~100 KB) go to the head, in their order:
 * among the elements, the browser painted the page half-parsed and styled it again for each part
 * (two style-and-layout passes of ~60 and ~70 ms before the rows showed). The client's emotion
 * takes them from there as from the body (it looks for its styles in the whole document).
 */
const pageOf = (page: { html: string; styles: string }, data: ServerPageData): RenderedPage => ({
  // Chakra's cascade layers in their order before any style: the first style to name a layer
  // places it, and the page's own styles (in recipe layers) come before Chakra's global ones.
  head: `<style>${system.layers.atRule}</style>${page.styles}${page.html.match(EMOTION_STYLES)?.join('') ?? ''}`,
  root: page.html.replace(EMOTION_STYLES, ''),
  afterRoot: `<script type="application/json" id="${SERVER_PAGE_DATA_ID}">${scriptJson(data)}</script>`,
});

/** Sign-in pages drawn, by URL and rendered preferences: they hold no one's data, and change only with the build. */
const guestPages = new Map<string, RenderedPage>();
const GUEST_PAGES_KEPT = 64;

/**
 * The sign-in page at `url` for a browser without a session, or null when it is not that page or
 * the browser holds a session (the client then sends the user on). The form shows at the first
 * paint; the client hydrates it (its submit waits for that, see LoginForm). `fetchApi` answers
 * the API requests the page makes (whether sign-up is open).
 */
export async function renderGuestPage(
  url: string,
  cookieHeader: string,
  fetchApi: ApiFetch,
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, ORIGIN);
  if (pathname !== LOGIN_PATH) return null;
  if (Object.values(SESSION_COOKIES).some((name) => readCookie(cookieHeader, name) !== null)) return null;
  const preferences = cookiePreferences(cookieHeader);
  const language = pageLanguage(preferences, search);
  const rendered = renderedPreferences(preferences);
  const key = JSON.stringify([url, language, rendered]);
  const kept = guestPages.get(key);
  if (kept) return kept;

  const api = createClient<paths>({ baseUrl: ORIGIN, fetch: fetchApi });
  const session = await restoredSession(null);
  try {
    // The sign-up link is drawn as the client will show it, not as the wait for the answer.
    await signupOpen(api);
    const handle: QueryLayerHandle = {
      load: () => Promise.reject(new Error('the sign-in page uses no server data')),
      signedIn: () => false,
    };
    const context = new RouterContextProvider();
    context.set(queryLayerContext, handle);
    const handler = createStaticHandler(appRoutes(handle), { future: { v8_middleware: true } });
    const [routing] = await Promise.all([
      handler.query(new Request(new URL(url, ORIGIN)), { requestContext: context }),
      i18n.loadLanguages(language),
    ]);
    if (routing instanceof Response || routing.errors || routing.statusCode !== 200) return null;
    const page = pageOf(drawScreen({ session, api, language, rendered, handler, routing }), {
      userId: null,
      language,
      preferences: rendered,
    });
    if (guestPages.size >= GUEST_PAGES_KEPT) guestPages.delete(guestPages.keys().next().value!);
    guestPages.set(key, page);
    return page;
  } finally {
    session.stop();
  }
}
