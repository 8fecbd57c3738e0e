// Fails when server/db/schema.ts has changes that no checked-in migration captures.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'migrations-'));
try {
  cpSync('server/db/migrations', out, { recursive: true });
  const before = readdirSync(out).length;
  execFileSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './server/db/schema.ts', '--out', out],
    { stdio: 'pipe' },
  );
  if (readdirSync(out).length !== before) {
    console.error('The drizzle schema changed without a migration. Run `npm run db:generate`.');
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(out, { recursive: true, force: true });
}
