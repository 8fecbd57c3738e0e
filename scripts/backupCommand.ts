import { BackupError } from '../server/db/backup';
import { ConfigError } from '../server/config';

/** A wrong command line: said with the usage, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs a backup or restore command: its report on stdout, exit 0; a refusal or failure the user
 * can act on (BackupError, a bad setting or argument) as one message on stderr, exit 1 (2 for
 * usage); anything else with its stack.
 */
export async function runCommand(work: () => Promise<string>) {
  try {
    console.log(await work());
  } catch (error) {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const told = usage || error instanceof BackupError || error instanceof ConfigError;
    console.error(told ? (error as Error).message : error);
    process.exit(usage ? 2 : 1);
  }
}
