import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs the PostgreSQL pass against a port where nothing listens. */
function runWithoutServer(ci: boolean) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/postgres',
  };
  if (ci) env.CI = '1';
  else delete env.CI;
  return spawnSync('npx', ['tsx', 'scripts/ci-postgres.ts'], { env, encoding: 'utf8' });
}

describe('the PostgreSQL pass without a server', () => {
  it('is skipped with a note on a developer machine', () => {
    const run = runWithoutServer(false);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('PostgreSQL pass skipped: no server at');
  });

  it('fails under CI, so a green run has tested PostgreSQL too', () => {
    const run = runWithoutServer(true);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CI must test PostgreSQL as well');
  });
});
