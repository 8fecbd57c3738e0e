import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router';
import './i18n';
import { createApiClient } from './api/http';
import { createQueryClient, createQueryHooks } from './api/queries';
import { ApiProvider } from './app/ApiProvider';
import { LanguageLocale } from './app/LanguageLocale';
import { applyThemePreference, storedThemePreference } from './app/theme';
import { createAppRouter } from './app/router';
import { system } from './app/system';
import { startAbilitySync } from './app/session/abilitySync';
import { createSessionActor } from './app/session/sessionActor';
import { SessionProvider } from './app/session/SessionProvider';
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
startAbilitySync(session, api);
const queryClient = createQueryClient();
// Signing out (or being signed out) must not leave another user's data in the cache.
session.on('SESSION_ENDED', () => queryClient.clear());
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <LanguageLocale>
        <SessionProvider actor={session}>
          <ApiProvider hooks={createQueryHooks(api)} queryClient={queryClient}>
            <SessionGate>
              <RouterProvider router={router} />
            </SessionGate>
          </ApiProvider>
        </SessionProvider>
      </LanguageLocale>
    </ChakraProvider>
  </StrictMode>,
);
