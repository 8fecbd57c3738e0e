// The real server process, as `npm start` runs it (node + tsx on server/main.ts), on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './privatePostgres';

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Everything it printed, for a failure's message. */
  output(): string;
  /** SIGTERM, and the exit code once it has gone. */
  stop(): Promise<number | null>;
};

export async function startServerProcess(
  env: Record<string, string>,
  { startupMs = 60_000 }: { startupMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  // node itself (not npx), so a signal reaches the server and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const output = () => chunks.join('');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };

  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return { base, child, output, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server did not answer /api/health/ within ${startupMs} ms:\n${output()}`);
}
