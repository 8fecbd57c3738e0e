// The session machine's generated paths, run in the browser (issue 3, §7).
//
// machines/session/browserModel.ts walks the real machine (machines/session) with machines/testing,
// the project's one path generator, keeping the events a browser can cause, and gives the shortest
// paths that together take every event from every state a page can tell apart (16 paths, 12 of the
// machine's 32 transitions: machines/qa/browserSuites.ts lists the other 20 with the reason the
// browser does not take them, and machines/qa/coverage.test.ts asserts both figures). All are
// replayed (SESSION_PATHS=<n>: the first n). Each path is one test below: every event
// is a browser action, every state reached is checked on the page, in the cookies and on the
// network. The app's calls to login, refresh and logout are held (page.route) until the path's
// next event says how the server answers, so the states in between can be checked too.
//
// Events → browser actions:
//   open (the model's start)  a fresh browser context opens `/`: INIT, no cookies to restore
//   RELOAD                    page.reload(): a new actor, INIT, the cookies' session restored
//   LOGIN                     fill and submit the login form as a demo account (admin@demo.local
//                             or, see ACCOUNTS, another one with the same home page); with the
//                             password demo12345, or a wrong one when login.error follows
//   login.done / .error       the held POST /auth/login/ goes on; the server answers 200 / 400
//   REFRESH                   the browser clock (Playwright's) runs on to 4 minutes before the
//                             access token's expiry, inside the 5-minute threshold: the
//                             machine's expiry check or the next request sends REFRESH
//   refreshTokens.done        the browser clock goes back to the server's time (so the new
//                             token is fresh again) and the held POST /auth/token/refresh/ goes on
//   refreshTokens.error       the refresh token is first revoked on the server (a sign-out
//                             elsewhere), then the held refresh goes on and gets a 401
//   LOGOUT                    choose "Sign out"; a refresh still held then goes on, and its answer
//                             must be ignored (the machine stopped that actor)
//   logout.done / .error      the held POST /auth/logout/ goes on (200) / fails on the network
//
// States → checks:
//   unauthenticated           the login form at /login (with ?to= the wanted page after a failed
//                             refresh, without after a sign-out), the server's message after a
//                             failed login, no shell, no session cookies, no call in flight
//   authenticating            one login call in flight with the typed credentials, the submit
//                             button busy, still no session cookies
//   authenticated.tokens.idle the signed-in shell at the account's home, naming the account, its
//                             role and organisation, the session cookies holding the tokens the
//                             last login or refresh answered, no call in flight
//   ….tokens.refreshing       one refresh call in flight with the stored refresh token, the shell
//                             still shown, the cookies still holding the old tokens
//   loggingOut                one logout call in flight carrying the stored tokens, the shell
//                             gone, the cookies kept until the call ends
// At the end of a path the app must have made exactly one call per LOGIN, REFRESH and LOGOUT.
import { expect, test, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { matchesState } from 'xstate';
import { browserReplay } from '../../machines/qa/browserSuites';
import { readJwtExp, type SessionContext } from '../../machines/session';
import { browserEventLabel, type BrowserEvent } from '../../machines/session/browserModel';
import { replayPath, type ModelPath, type PathState } from '../../machines/testing';
import { signOut } from './support';

const HOME = '/dashboards/ecommerce';
const SESSION_COOKIES = [
  'backoffice-accessToken',
  'backoffice-refreshToken',
  'backoffice-userData',
  'backoffice-userAbilityRules',
];
const WRONG_PASSWORD = 'not-the-password';
/** Cookies and held calls change within milliseconds: look often. */
const POLL = { intervals: [50] };

/**
 * The server allows 10 logins per account and minute, fewer than the paths make, so they take
 * turns among demo accounts that share the admin's home page (one from the other organisation).
 */
const ACCOUNTS = [
  { email: 'admin@demo.local', role: 'admin', roleLabel: 'Administrator', organization: 'Demo Group' },
  { email: 'manager@demo.local', role: 'manager', roleLabel: 'Manager', organization: 'Demo Group' },
  { email: 'admin@acme.local', role: 'admin', roleLabel: 'Administrator', organization: 'Acme' },
  { email: 'support@demo.local', role: 'support', roleLabel: 'Support', organization: 'Demo Group' },
  {
    email: 'team_manager@demo.local',
    role: 'team_manager',
    roleLabel: 'Team manager',
    organization: 'Demo Group',
  },
] as const;
type Account = (typeof ACCOUNTS)[number];

type Call = 'login' | 'refresh' | 'logout';
const CALLS: Record<string, Call> = {
  '/api/auth/login/': 'login',
  '/api/auth/token/refresh/': 'refresh',
  '/api/auth/logout/': 'logout',
};

/** The app's session calls, each held until the path says how it ends. */
class SessionCalls {
  private held: { call: Call; route: Route }[] = [];
  readonly made: Record<Call, number> = { login: 0, refresh: 0, logout: 0 };

  constructor(private readonly page: Page) {}

  async start() {
    await this.page.route(
      (url) => url.pathname in CALLS,
      (route) => {
        const call = CALLS[new URL(route.request().url()).pathname]!;
        this.made[call] += 1;
        this.held.push({ call, route });
      },
    );
  }

  inFlight(): Call[] {
    return this.held.map(({ call }) => call);
  }

  async arrived(call: Call): Promise<Request> {
    await expect.poll(() => this.inFlight(), { ...POLL, message: `a ${call} call` }).toContain(call);
    return this.held.find((held) => held.call === call)!.route.request();
  }

  private take(call: Call): Route {
    const index = this.held.findIndex((held) => held.call === call);
    expect(index, `a ${call} call in flight`).toBeGreaterThanOrEqual(0);
    return this.held.splice(index, 1)[0]!.route;
  }

  /** Lets the call reach the server; its response. */
  async release(call: Call) {
    const route = this.take(call);
    const response = this.page.waitForResponse((r) => r.request() === route.request());
    await route.continue();
    return response;
  }

  async fail(call: Call) {
    const route = this.take(call);
    const failed = this.page.waitForEvent('requestfailed', (r) => r === route.request());
    await route.abort('internetdisconnected');
    await failed;
  }
}

interface Tokens {
  access: string;
  refresh: string;
}

function browserSession(
  page: Page,
  context: BrowserContext,
  calls: SessionCalls,
  pathEvents: BrowserEvent[],
  account: Account,
) {
  /** The tokens the server last gave: the cookies must hold these while signed in. */
  let tokens: Tokens | null = null;
  let step = 0;
  const nextEvent = () => pathEvents[step];

  const sessionCookies = async () =>
    Object.fromEntries(
      (await context.cookies())
        .filter((c) => SESSION_COOKIES.includes(c.name))
        .map((c) => [c.name, decodeURIComponent(c.value)]),
    );
  const expectCookiesToHold = async (expected: Tokens) => {
    await expect
      .poll(async () => {
        const cookies = await sessionCookies();
        return [cookies['backoffice-accessToken'], cookies['backoffice-refreshToken']];
      }, POLL)
      .toEqual([expected.access, expected.refresh]);
  };
  const currentTokens = () => {
    expect(tokens, 'tokens from a login').not.toBeNull();
    return tokens!;
  };

  /** The signed-in shell's user menu. */
  const shell = page.getByTestId('current-user');
  const email = page.getByLabel('Email');
  const submit = page.locator('form button[type="submit"]');

  const executors: Record<string, (event: BrowserEvent) => Promise<void>> = {
    // The model's start: a fresh context opens the app.
    'xstate.init': async () => {
      await page.goto('/');
    },
    RELOAD: async () => {
      await page.reload();
    },
    LOGIN: async (event) => {
      if (event.type !== 'LOGIN') throw new Error(event.type);
      const password = nextEvent()?.type === 'xstate.error.actor.login' ? WRONG_PASSWORD : event.password;
      await email.fill(account.email);
      await page.getByLabel('Password').fill(password);
      await submit.click();
      const request = await calls.arrived('login');
      expect(request.postDataJSON()).toEqual({ email: account.email, password });
    },
    'xstate.done.actor.login': async () => {
      const response = await calls.release('login');
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      tokens = { access: body.access_token, refresh: body.refresh_token };
    },
    'xstate.error.actor.login': async () => {
      expect((await calls.release('login')).status()).toBe(400);
    },
    REFRESH: async () => {
      // To 4 minutes before the access token's expiry: inside the 5-minute refresh threshold.
      const expiresAt = (readJwtExp(currentTokens().access) ?? 0) * 1000;
      await page.clock.fastForward(expiresAt - 4 * 60_000 - Date.now());
      await calls.arrived('refresh');
    },
    'xstate.done.actor.refreshTokens': async () => {
      await page.clock.setSystemTime(Date.now());
      const response = await calls.release('refresh');
      expect(response.status()).toBe(200);
      const body = (await response.json()) as Tokens;
      expect(body.access).not.toBe(currentTokens().access);
      tokens = body;
    },
    'xstate.error.actor.refreshTokens': async () => {
      const { access, refresh } = currentTokens();
      const revoked = await page.request.post('/api/auth/logout/', {
        headers: { Authorization: `Bearer ${access}` },
        data: { refresh },
      });
      expect(revoked.status()).toBe(200);
      await page.clock.setSystemTime(Date.now());
      expect((await calls.release('refresh')).status()).toBe(401);
    },
    LOGOUT: async () => {
      await signOut(page);
      await calls.arrived('logout');
      if (calls.inFlight().includes('refresh')) {
        // Signed out during a refresh: the call is already on the wire; its answer comes too late.
        await page.clock.setSystemTime(Date.now());
        await calls.release('refresh');
      }
    },
    'xstate.done.actor.logout': async () => {
      expect((await calls.release('logout')).status()).toBe(200);
    },
    'xstate.error.actor.logout': async () => {
      await calls.fail('logout');
    },
  };

  const checks: Record<string, (state: SessionState) => Promise<void>> = {
    unauthenticated: async (state) => {
      const { reason, error } = state.context;
      // After a sign-out plain /login; after a failed refresh the page they were on is kept, and
      // a reload (reason null) keeps whichever the address bar had.
      const kept = `\\?to=${encodeURIComponent(HOME)}`;
      const query = reason === 'logout' ? '' : reason === 'refresh_failed' ? kept : `(${kept})?`;
      await expect(page).toHaveURL(new RegExp(`/login${query}$`));
      await expect(email).toBeVisible();
      await expect(submit).toBeEnabled();
      if (error) {
        await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
      } else {
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      await expect(shell).toHaveCount(0);
      await expect.poll(sessionCookies, POLL).toEqual({});
      expect(calls.inFlight()).toEqual([]);
    },
    authenticating: async () => {
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(submit).toBeDisabled();
      await expect(shell).toHaveCount(0);
      expect(await sessionCookies()).toEqual({});
      expect(calls.inFlight()).toEqual(['login']);
    },
    'authenticated.tokens.idle': async () => {
      await expect(page).toHaveURL(new RegExp(`${HOME}$`));
      await expect(page.getByTestId('signed-in-as')).toHaveText(
        `Signed in as ${account.email} (${account.roleLabel})`,
      );
      await expect(page.getByTestId('organization')).toHaveText(`Organisation: ${account.organization}`);
      await expect(shell.first()).toBeVisible();
      await expectCookiesToHold(currentTokens());
      const stored = await sessionCookies();
      expect(JSON.parse(stored['backoffice-userData'] ?? 'null')).toMatchObject({
        email: account.email,
        role: account.role,
        organization_name: account.organization,
      });
      expect(calls.inFlight()).toEqual([]);
    },
    'authenticated.tokens.refreshing': async () => {
      await expect(shell.first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${HOME}$`));
      const request = await calls.arrived('refresh');
      expect(request.postDataJSON()).toEqual({ refresh: currentTokens().refresh });
      await expectCookiesToHold(currentTokens());
      expect(calls.inFlight()).toEqual(['refresh']);
    },
    loggingOut: async () => {
      const request = await calls.arrived('logout');
      const { access, refresh } = currentTokens();
      expect(request.headers()['authorization']).toBe(`Bearer ${access}`);
      expect(request.postDataJSON()).toEqual({ refresh });
      await expect(shell).toHaveCount(0);
      await expectCookiesToHold({ access, refresh });
      expect(calls.inFlight()).toEqual(['logout']);
    },
  };

  const unknown = pathEvents.filter((event) => !(event.type in executors));
  expect(unknown, 'events without a browser action').toEqual([]);
  return {
    execute: async (event: BrowserEvent | { type: 'xstate.init' }) => {
      step += 1;
      await executors[event.type]!(event as BrowserEvent);
    },
    check: async (state: SessionState) => {
      const key = Object.keys(checks).find((candidate) => matchesState(candidate, state.value));
      if (!key) throw new Error(`no page check for the state ${JSON.stringify(state.value)}`);
      await checks[key]!(state);
    },
  };
}

type SessionState = PathState<SessionContext>;
const paths = browserReplay('session', process.env.SESSION_PATHS) as ModelPath<
  BrowserEvent,
  SessionContext
>[];
const describePath = (path: ModelPath<BrowserEvent, SessionContext>) =>
  path.steps.map((step) => browserEventLabel(step.event)).join(' → ');

for (const [index, path] of paths.entries()) {
  test(`session path ${index + 1}: ${describePath(path)}`, async ({ page, context }) => {
    await page.clock.install();
    const calls = new SessionCalls(page);
    await calls.start();
    const events = path.steps.map((s) => s.event as BrowserEvent);
    const session = browserSession(page, context, calls, events, ACCOUNTS[index % ACCOUNTS.length]!);
    await session.execute({ type: 'xstate.init' });
    await replayPath(path, { execute: session.execute, check: session.check });

    const count = (type: string) => events.filter((event) => event.type === type).length;
    expect(calls.made).toEqual({ login: count('LOGIN'), refresh: count('REFRESH'), logout: count('LOGOUT') });
  });
}
