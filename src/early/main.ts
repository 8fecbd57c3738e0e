// Runs first in a page that holds a session (index.signed-in.html, see vite.config.ts): starts the
// abilities and the screen's first rows while the app's code downloads and runs, rather than once
// it has (a cold bookmark asked for its rows ~1 s after navigation on a loaded machine). The app's
// API client takes these responses (src/api/startedRequests.ts).
import { firstRequests, storedAccessToken } from './firstRequests';

const token = storedAccessToken(document.cookie);
if (token) {
  const authorization = `Bearer ${token}`;
  const responses = new Map<string, Promise<Response>>();
  for (const url of firstRequests(location.pathname, location.search)) {
    const response = fetch(url, { headers: { Authorization: authorization } });
    // One never taken (the app refreshed its token first) must not report an unhandled rejection.
    response.catch(() => undefined);
    responses.set(url, response);
  }
  window.__startedRequests = { authorization, origin: location.origin, at: performance.now(), responses };
}
