import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import type { App } from '../../server/http/types';
import { createServices, type Services } from '../../server/services';

/**
 * A fresh database per suite: PGlite in memory by default; with DATABASE_URL, a new database
 * on that PostgreSQL server, created here and dropped in `close()`.
 */
async function openSuiteDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ dataDir: null }), drop: async () => {} };
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'test'}_suite_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: App;
  services: Services;
  /** Signs in a demo (or created) user and returns the login response body. */
  login(email: string, password?: string): Promise<LoginBody>;
  /** Authorization header for a demo user. */
  auth(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

export type LoginBody = {
  user: { id: number; email: string; role: string; id_organization: number };
  access_token: string;
  refresh_token: string;
  userAbilityRules: unknown[];
};

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_IP: '1000',
    LOGIN_RATE_LIMIT_EMAIL: '1000',
    ...env,
  });
  const { database, drop } = await openSuiteDatabase();
  await database.migrate();
  await seedDemoData(database.db);
  const services = createServices(config, database, null);
  const app = await buildApp({ services });
  await app.ready();
  const tokens = new Map<string, string>();

  async function login(email: string, password = DEMO_PASSWORD): Promise<LoginBody> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} → ${res.statusCode} ${res.body}`);
    return res.json();
  }

  return {
    app,
    services,
    login,
    async auth(email) {
      if (!tokens.has(email)) tokens.set(email, (await login(email)).access_token);
      return { authorization: `Bearer ${tokens.get(email)}` };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
