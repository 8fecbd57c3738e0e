import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checked-in migrations. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A copy of the migrations folder whose journal stops before `tag`, for a test that fills a
 * database as it was before that migration and then applies it.
 */
export function migrationsBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first.`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
