import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`, named
 * after that URL's database and `label`, so a sweep by prefix finds what a crashed run left;
 * `drop()` removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
