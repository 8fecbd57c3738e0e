import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createServices } from './services';

const MAINTENANCE_INTERVAL_MS = 15 * 60_000;
// DIST_DIR lets parallel builds (e2e runs, benchmarks) each serve their own bundle.
const spaDir = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    poolWaitMs: config.admission.maxWaitMs,
  });
  await database.migrate();
  const services = createServices(config, database, config.dataDir);
  const app = await buildApp({ services, spaDir });
  if (config.seed) {
    const seeded = await seedDemoData(database.db, config.seedLanguage);
    if (seeded) app.log.info('demo data seeded');
  }
  await database.maintain();
  const maintenance = setInterval(() => {
    database.maintain().catch((err: unknown) => app.log.warn({ err }, 'database maintenance failed'));
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(maintenance);
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for requests in flight, then closes the database (onClose).
    // A keep-alive connection whose request finished after that would hold it open until its
    // timeout, so idle connections are closed as they appear.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Back-office running on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
