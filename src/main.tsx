import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router';
import i18n, { i18nReady } from './i18n';
import { createApiClient } from './api/http';
import { fetchTakingStarted } from './api/startedRequests';
import { ApiProvider } from './lib/ApiProvider';
import { LanguageLocale } from './app/LanguageLocale';
import { applyThemePreference, storedThemePreference } from './app/theme';
import { createAppRouter } from './app/router';
import { createQueryLayer } from './lib/queryLayer';
import { system } from './lib/theme/system';
import { createSessionActor } from './lib/session/sessionActor';
import { SessionProvider } from './lib/session/SessionProvider';
import { SessionGate } from './app/session/SessionGate';
import { createSecurityMonitor } from './security/monitor';
import { createSecurityEventSender, postSecurityEvent } from './security/eventSender';
import { watchTypedText } from './components/form/typedTextWatch';
import { mirrorPreferencesToCookies } from './lib/preferenceCookies';
import { readServerPageData } from './ssr/pageData';
import { ServerDrawn, startDrawingServerPage, stopHoldingClicks } from './ssr/serverDrawn';
import { renderPreferencesWith } from './app/preferences/store';
import { readStoredSession } from './lib/session/cookieSession';
import { readCookie, SESSION_COOKIES } from './lib/session/sessionCookies';
import type { AbilityRule } from '../domain/access/ability-rule';

applyThemePreference(storedThemePreference());
// The server renders a signed-in page with the preferences it reads from cookies.
mirrorPreferencesToCookies();
// What a page the server rendered (src/ssr/render.tsx) was drawn from, when it was drawn for this
// session's user (its rows and abilities are this session's, whatever the language), or for a
// guest and there is no stored session.
const serverPage = ((page) => (page && (readStoredSession()?.user.id ?? null) === page.userId ? page : null))(
  readServerPageData(),
);
const signedInPage = serverPage?.userId === null ? null : serverPage;
if (signedInPage) {
  // The abilities the page was drawn with are the session's: the ability sync takes them as
  // the answer to its first request rather than asking again.
  window.__startedRequests = {
    authorization: `Bearer ${readCookie(document.cookie, SESSION_COOKIES.accessToken) ?? ''}`,
    origin: location.origin,
    at: performance.now(),
    responses: new Map([
      [
        '/api/auth/abilities/',
        Promise.resolve(
          Response.json(signedInPage.abilities, { headers: { 'Content-Type': 'application/json' } }),
        ),
      ],
    ]),
  };
}
// Critical events go to the server, reported as the signed-in user (or, for a stored session just
// rejected as tampered, as the user its token names).
const sender = createSecurityEventSender({ post: postSecurityEvent });
sender.flushWhenHidden(window);
const monitor = createSecurityMonitor({
  send: (event, delivery) =>
    sender.send(event, delivery.accessToken ?? session.getSnapshot().context.accessToken),
});
monitor.install(window);
const session = createSessionActor(undefined, undefined, {
  onStoredSessionTampered: ({ problem, accessToken }) =>
    monitor.log(
      'sensitive_storage_access',
      'critical',
      { reason: 'session_tampered', problem },
      { accessToken },
    ),
});
watchTypedText(document, ({ field, value }) => monitor.checkXss(value, { field }));
// It takes the first requests src/early/main.ts started ahead of this code, if any.
const api = createApiClient({ session, monitor, fetch: fetchTakingStarted });
// Ability rules are kept fresh only while someone is signed in: that code loads with the first
// session rather than with /login.
const abilitySync = session.subscribe((snapshot) => {
  if (!snapshot.hasTag('authenticated')) return;
  abilitySync.unsubscribe();
  void import('./app/session/abilitySync').then(({ startAbilitySync }) => startAbilitySync(session, api));
});
// Starts loading the first route's chunks while the first language loads.
const router = createAppRouter(createQueryLayer(api, session, signedInPage?.queries));

const app = (
  <StrictMode>
    <ServerDrawn>
      <ChakraProvider value={system}>
        <LanguageLocale>
          <SessionProvider actor={session}>
            <ApiProvider api={api}>
              <SessionGate>
                <RouterProvider router={router} />
              </SessionGate>
            </ApiProvider>
          </SessionProvider>
        </LanguageLocale>
      </ChakraProvider>
    </ServerDrawn>
  </StrictMode>
);

/** Resolves once the router has the first screen's code and data (its lazy routes and loaders). */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * A server-rendered page is hydrated with what it was drawn from: the session restored (with the
 * server's abilities, for a signed-in page), the router's first screen loaded (its rows already in
 * the query cache), the preferences as drawn. A page drawn for someone else, or in another language
 * (its cookie not yet written: it is now), is replaced once the first screen is ready, not by the
 * loading bar in between.
 */
async function start(root: HTMLElement) {
  if (root.childElementCount === 0) return void createRoot(root).render(app);
  const initialized = new Promise<void>((resolve) => {
    const check = () => session.getSnapshot().hasTag('initialized') && (sub.unsubscribe(), resolve());
    const sub = session.subscribe(check);
    check();
  });
  await initialized;
  if (serverPage && (session.getSnapshot().context.user?.id ?? null) === serverPage.userId) {
    if (signedInPage)
      session.send({
        type: 'ABILITIES_LOADED',
        rules: signedInPage.abilities.userAbilityRules as AbilityRule[],
        inactivityMinutes: signedInPage.abilities.session_inactivity_minutes,
      });
    await routerReady();
    if (serverPage.language === i18n.language) {
      renderPreferencesWith(serverPage.preferences);
      startDrawingServerPage();
      stopHoldingClicks();
      hydrateRoot(root, app);
      return;
    }
  }
  await routerReady();
  stopHoldingClicks();
  createRoot(root).render(app);
}

void i18nReady.then(() => start(document.getElementById('root')!));
