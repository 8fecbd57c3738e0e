// `npm run backup [-- --out FILE] [--force]`: a snapshot of the database the server would use
// (DATA_DIR's embedded one, or DATABASE_URL's through pg_dump). README, "Backups".
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { backupEmbedded, backupPostgres, defaultBackupFile } from '../server/db/backup';
import { runCommand } from './backupCommand';

await runCommand(async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  // Only the two settings that say where the database is, read as the server reads them.
  const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (config.databaseUrl) {
    const out = values.out ?? defaultBackupFile('postgres');
    const made = backupPostgres(config.databaseUrl, out, { force: values.force });
    return `Backed up ${made.where} to ${out} (${mb(made.bytes)}, pg_dump's custom format).`;
  }
  const out = values.out ?? defaultBackupFile('pglite');
  const made = await backupEmbedded(config.dataDir, out, { force: values.force });
  return (
    `Backed up the embedded database in ${config.dataDir} to ${out} (${mb(made.bytes)}; ` +
    `read back: ${made.migrations} migrations, ${made.users} users).`
  );
});
