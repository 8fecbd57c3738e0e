// Vitest's global setup: a folder for the run's database template (seededTemplate.ts), removed
// with the template at the end of the run. Kept light: it runs in Vitest's main process.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer } from './scratchDatabase';

/** What a built template is: a PGlite dump on disk, or a database on the PostgreSQL server. */
export type Template =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; name: string };

/** The file, in the run's folder, that says the template is built and where. */
export const READY = 'template.json';

async function removeTemplate(dir: string) {
  const ready = join(dir, READY);
  if (existsSync(ready)) {
    const built = JSON.parse(readFileSync(ready, 'utf8')) as Template;
    if (built.kind === 'postgres') {
      await onServer(built.serverUrl, `drop database if exists "${built.name}" with (force)`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

export default function setup(project: TestProject) {
  const root = join(process.cwd(), '.tmp');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'db-template-'));
  project.provide('seededTemplateDir', dir);
  return () => removeTemplate(dir);
}
