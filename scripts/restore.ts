// `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back into the database
// the server would use (DATA_DIR's embedded one, or DATABASE_URL's through pg_restore).
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { restoreEmbedded, restorePostgres } from '../server/db/backup';
import { runCommand, UsageError } from './backupCommand';

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('Usage: npm run restore -- FILE [--force]');
  const file = positionals[0]!;
  const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL });
  if (config.databaseUrl) {
    const done = await restorePostgres(config.databaseUrl, file, { force: values.force });
    return `Restored ${file} into ${done.where} (${done.migrations} migrations, ${done.users} users).`;
  }
  const done = await restoreEmbedded(config.dataDir, file, { force: values.force });
  return [
    `Restored ${file} into ${config.dataDir} (${done.migrations} migrations, ${done.users} users).`,
    ...(done.keptAside
      ? [
          `The database it replaced is kept in ${done.keptAside}: delete it once the restored one is as expected.`,
        ]
      : []),
  ].join('\n');
});
