import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router';
import { installIssueMessages } from '../domain/common/zodMessages';
import { i18nReady } from './i18n';
import { createApiClient } from './api/http';
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

applyThemePreference(storedThemePreference());
const session = createSessionActor();
// Critical events go to the server; that endpoint arrives with the security area, and until
// then the monitor swallows the failure.
const monitor = createSecurityMonitor({
  send: (event) =>
    fetch('/api/security/events/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.getSnapshot().context.accessToken ?? ''}`,
      },
      body: JSON.stringify(event),
    }),
});
monitor.install(window);
const api = createApiClient({ session, monitor });
// Ability rules are kept fresh only while someone is signed in: that code loads with the first
// session rather than with /login.
const abilitySync = session.subscribe((snapshot) => {
  if (!snapshot.hasTag('authenticated')) return;
  abilitySync.unsubscribe();
  void import('./app/session/abilitySync').then(({ startAbilitySync }) => startAbilitySync(session, api));
});
// The forms' zod checks word their messages as the API does.
installIssueMessages();
// Starts loading the first route's chunks while the first language loads.
const router = createAppRouter(createQueryLayer(api, session));

void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
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
    </StrictMode>,
  ),
);
