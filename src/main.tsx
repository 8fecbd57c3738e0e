import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router';
import { installIssueMessages } from '../domain/common/zodMessages';
import { i18nReady } from './i18n';
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

applyThemePreference(storedThemePreference());
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
