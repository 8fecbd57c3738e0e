import { z } from 'zod';

/** The languages the screens have (locales/): the demo organisations' data is written in one of them. */
export const SEED_LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

const durationSeconds = z.coerce.number().int().positive();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: durationSeconds.default(15 * 60),
  REFRESH_TOKEN_TTL: durationSeconds.default(7 * 24 * 3600),
  ALLOW_SIGNUP: bool.default(false),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: bool.default(true),
  SEED_LANGUAGE: z.enum(SEED_LANGUAGES).default('en'),
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW: durationSeconds.default(60),
  TRUST_PROXY: bool.default(false),
  ADMISSION_MAX_IN_FLIGHT: z.coerce.number().int().positive().optional(),
  ADMISSION_MAX_QUEUE: z.coerce.number().int().min(0).default(256),
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().positive().default(3000),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
});

export type Config = {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  /** undefined = embedded PGlite in dataDir; null dataDir in tests = in memory. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  allowSignup: boolean;
  corsOrigins: string[];
  logLevel: string;
  seed: boolean;
  /** The demo organisations' language: their reference rows (statuses, types, categories, roles) are named in it. */
  seedLanguage: SeedLanguage;
  loginRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  trustProxy: boolean;
  /**
   * Bounded queueing of API requests (server/http/admission.ts); the wait also bounds one for a
   * pooled connection. No `maxInFlight`: chosen for the database (`admissionLimits`).
   */
  admission: { maxInFlight: number | undefined; maxQueue: number; maxWaitMs: number };
  /** Connections to a PostgreSQL server (unused by the embedded database). */
  databasePoolSize: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`).',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    allowSignup: e.ALLOW_SIGNUP,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    seedLanguage: e.SEED_LANGUAGE,
    loginRateLimit: {
      perIp: e.LOGIN_RATE_LIMIT_IP,
      perEmail: e.LOGIN_RATE_LIMIT_EMAIL,
      windowSeconds: e.LOGIN_RATE_WINDOW,
    },
    trustProxy: e.TRUST_PROXY,
    admission: {
      maxInFlight: e.ADMISSION_MAX_IN_FLIGHT,
      maxQueue: e.ADMISSION_MAX_QUEUE,
      maxWaitMs: e.ADMISSION_MAX_WAIT_MS,
    },
    databasePoolSize: e.DATABASE_POOL_SIZE,
  };
}
