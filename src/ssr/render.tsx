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
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { createActor, fromPromise, waitFor } from 'xstate';
import { needsRefresh, sessionMachine, type StoredSession } from '../../machines/session';
import type { paths } from '../api/schema';
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

  const session = createActor(
    sessionMachine.provide({
      actors: { restoreSession: fromPromise<StoredSession | null>(async () => stored) },
    }),
    { input: {} },
  );
  session.start();
  try {
    session.send({ type: 'INIT' });
    await waitFor(session, (snapshot) => snapshot.hasTag('initialized'));
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
    const storedLanguage = storedLanguageIn(preferences);
    const language = LANGUAGES.some((l) => l.code === storedLanguage) ? storedLanguage : 'en';
    const routes = appRoutes(handle);
    const handler = createStaticHandler(routes, { future: { v8_middleware: true } });
    const [routing] = await Promise.all([
      handler.query(new Request(new URL(url, ORIGIN)), { requestContext: context }),
      loadAbility(),
      loadAllTexts().then(() => i18n.loadLanguages(language)),
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

    const texts = i18n.cloneInstance({ lng: language, initAsync: false });
    const rendered = {
      [layoutPreferences.name]: readLayoutPreferences(preferences),
      [themePreference.name]: storedThemeIn(preferences),
    };
    const router = createStaticRouter(handler.dataRoutes, routing);
    /** The page and its styles (emotion writes a style once per cache, so a cache per drawing). */
    const draw = () => {
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
    };
    let page = draw();
    // What the screen asks for while drawing (the filters' choices, the organisations, the
    // catalogue's currency) is not fetched by a render: fetch it and draw again, so the page shows
    // it at once and the client hydrates with nothing left to ask. A request the API refuses is
    // put back as never asked, so the page draws it loading, as the client does before it asks.
    const asked = layer.queryClient.getQueryCache().getAll().filter(askedWhileDrawing);
    if (asked.length > 0) {
      await Promise.all(asked.map((query) => query.fetch().catch(() => query.reset())));
      page = draw();
    }
    const data: ServerPageData = {
      userId: stored.user.id,
      language,
      preferences: rendered,
      abilities: answer,
      queries: dehydrate(layer.queryClient),
    };
    return {
      // Chakra's cascade layers in their order before any style: the first style to name a layer
      // places it, and the page's own styles (in recipe layers) come before Chakra's global ones.
      head: `<style>${system.layers.atRule}</style>${page.styles}`,
      root: page.html,
      afterRoot: `<script type="application/json" id="${SERVER_PAGE_DATA_ID}">${scriptJson(data)}</script>`,
    };
  } finally {
    session.stop();
  }
}
