import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import { checkResponses } from './contract/checkResponses';
import { loadConfig, type SeedLanguage } from '../../server/config';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import type { App } from '../../server/http/types';
import { emailOutbox } from '../../server/modules/mail/table';
import { users, type UserRow } from '../../server/db/tables/users';
import { organizations } from '../../server/db/tables/organizations';
import { createServices, type Services } from '../../server/services';
import { numberedTeams } from '../../server/modules/units/seed';
import { createScratchDatabase } from '../support/scratchDatabase';
import { openSeededCopy } from '../support/seededTemplate';

/**
 * A fresh database per suite, migrated, with the demo data in `language`: PGlite in memory by
 * default; with DATABASE_URL, a new database on that PostgreSQL server, dropped in `close()`.
 * English demo data, which nearly every suite wants, is copied from the run's template.
 */
async function openSuiteDatabase(
  language: SeedLanguage,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (language === 'en') return openSeededCopy(serverUrl);
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'suite') : null;
  const database = await openDatabase(scratch ? { url: scratch.url, poolSize: 4 } : { dataDir: null });
  await database.migrate();
  await seedDemoData(database.db, language);
  return { database, drop: scratch?.drop ?? (async () => {}) };
}

export type ApiCall = {
  /** Signs in this user (cached access token) and sends their Bearer token. */
  as?: string;
  /** An explicit access token (takes precedence over `as`). */
  token?: string;
  body?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type NewUser = Partial<Omit<UserRow, 'id' | 'password_hash'>> & {
  password?: string;
  org?: 'DEMO' | 'ACME';
};

export type TestApp = {
  app: App;
  services: Services;
  db: Db;
  /** `app.inject` on `/api{path}`. */
  api(method: InjectOptions['method'], path: string, call?: ApiCall): Promise<LightMyRequestResponse>;
  /** Inserts a user straight into the database (password `demo12345` unless given). */
  createUser(fields?: NewUser): Promise<UserRow>;
  userRow(id: number): Promise<UserRow | undefined>;
  /** The id of team `T<n>` of an organisation (the seed's numbered teams; created if missing). */
  team(n: number, org?: 'DEMO' | 'ACME'): Promise<number>;
  /** The last email queued for `to`, if any. */
  lastEmailTo(to: string): Promise<{ subject: string; body: string } | undefined>;
  orgId(code: 'DEMO' | 'ACME'): Promise<number>;
  /** Signs in a demo (or created) user and returns the login response body. */
  login(email: string, password?: string): Promise<LoginBody>;
  /** Authorization header for a demo user. */
  auth(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

export type LoginBody = {
  user: {
    id: number;
    email: string;
    role: string;
    id_organization: number;
    organization_name: string | null;
  };
  access_token: string;
  refresh_token: string;
  userAbilityRules: unknown[];
  /** The organisation's inactivity policy (security area). */
  session_inactivity_minutes?: number;
};

export type StartOptions = {
  /** Registers extra routes before the app is ready (e.g. one that throws, to test the error handler). */
  extraRoutes?: (app: App, services: Services) => void;
};

let uniqueCounter = 0;
/** An email nobody else in the run uses. */
export const uniqueEmail = (prefix = 'u') =>
  `${prefix}-${process.pid}-${++uniqueCounter}-${randomBytes(3).toString('hex')}@test.local`;

export async function startTestApp(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_IP: '1000',
    LOGIN_RATE_LIMIT_EMAIL: '1000',
    // Suites run two at a time beside a busy CI machine: a burst of sign-ins may wait its turn longer
    // than production's bound. Shedding itself is proven in admission.test.ts and tests/faults.
    ADMISSION_MAX_WAIT_MS: '60000',
    ...env,
  });
  const { database, drop } = await openSuiteDatabase(config.seedLanguage);
  const services = createServices(config, database, null);
  const app = await buildApp({ services });
  options.extraRoutes?.(app, services);
  await app.ready();
  checkResponses(app);
  const tokens = new Map<string, string>();
  const db = database.db;
  let demoHash: Promise<string> | undefined;

  async function login(email: string, password = DEMO_PASSWORD): Promise<LoginBody> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} → ${res.statusCode} ${res.body}`);
    return res.json();
  }

  async function auth(email: string) {
    if (!tokens.has(email)) tokens.set(email, (await login(email)).access_token);
    return { authorization: `Bearer ${tokens.get(email)}` };
  }

  async function orgId(code: 'DEMO' | 'ACME') {
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.code, code));
    return org!.id;
  }

  return {
    app,
    services,
    db,
    login,
    auth,
    orgId,
    async api(method, path, call = {}) {
      const headers: Record<string, string> = { ...call.headers };
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      else if (call.as) Object.assign(headers, await auth(call.as));
      return app.inject({
        method,
        url: `/api${path}`,
        headers,
        ...(call.body !== undefined ? { payload: call.body } : {}),
        ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
      });
    },
    async createUser({ password, org = 'DEMO', ...fields } = {}) {
      const password_hash = password
        ? await hashPassword(password)
        : await (demoHash ??= hashPassword(DEMO_PASSWORD));
      const [row] = await db
        .insert(users)
        .values({
          email: uniqueEmail(),
          role: 'user',
          first_name: 'Test',
          last_name: 'User',
          ...fields,
          password_hash,
          id_organization: fields.id_organization ?? (await orgId(org)),
        })
        .returning();
      return row!;
    },
    async team(n, org = 'DEMO') {
      return (await numberedTeams(db, await orgId(org), [n])).get(n)!;
    },
    async userRow(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async lastEmailTo(to) {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to_address, to))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      return row;
    },
    async close() {
      // A suite that closed the database itself still drops it.
      try {
        await app.close();
      } finally {
        await drop();
      }
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** Error bodies are JSON in the API's shape and never carry a stack trace or a server path. */
export function expectNoLeak(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).not.toMatch(/\bat .*:\d+:\d+|node_modules|\bstack\b|Error:|\.ts\b/i);
  expect(res.body).not.toContain(process.cwd());
}
