// The API suite against a real PostgreSQL server, in a database created for this run and
// dropped after. Skipped (with a note) when no server answers on 127.0.0.1:5432, except under CI
// (`CI` set, as `.ci/run` does): there a green run must have tested PostgreSQL too.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const serverUrl = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ci_${Date.now()}_${process.pid}`;

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>(text, values)).rows;
  } finally {
    await client.end();
  }
}

try {
  await sql(`create database "${name}"`);
} catch (error) {
  const reason = `no server at ${serverUrl} (${(error as Error).message})`;
  if (process.env.CI) {
    console.error(`PostgreSQL pass failed: ${reason}; CI must test PostgreSQL as well.`);
    process.exit(1);
  }
  console.log(`PostgreSQL pass skipped: ${reason}.`);
  process.exit(0);
}
const url = new URL(serverUrl);
url.pathname = `/${name}`;
console.log(`API suite against PostgreSQL (database ${name})…`);
const run = spawnSync('npx', ['vitest', 'run', 'tests/api'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url.toString() },
});
// Each suite made its own database beside this one (tests/api/harness.ts); sweep any left over.
const suites = await sql('select datname from pg_database where datname like $1', [`${name}_suite_%`]);
for (const { datname } of [...suites, { datname: name }]) {
  await sql(`drop database if exists "${datname}" with (force)`);
}
process.exit(run.status ?? 1);
