// `npm start`: build the SPA when it is missing or older than its sources, then run the server
// (which migrates the database and seeds demo data on first start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SPA_SOURCES = [
  'src',
  'domain',
  'machines',
  'locales',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const distDir = process.env.DIST_DIR ?? join(root, 'dist');
const builtAt = newestMtime(join(distDir, 'index.html'));
const changedAt = Math.max(...SPA_SOURCES.map((p) => newestMtime(join(root, p))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'SPA sources changed: rebuilding…' : 'Building the SPA…');
  // The build runs in a process of its own: Vite sets NODE_ENV=production in the process that
  // builds, and the server started below must see the environment the user gave, not that one.
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    console.error('Building the SPA failed (see above).');
    process.exit(build.status ?? 1);
  }
  const { compressDist } = await import('./compress-dist');
  compressDist(distDir);
}
await import('../server/main');
