// The one browser the end-to-end tests, screenshots and benchmarks drive: Debian's chromium (never
// one that Playwright downloads). CHROMIUM_PATH points elsewhere when it lives elsewhere.
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser cannot be started, in one line, or null when it can. */
export function missingBrowser(path = chromiumPath): string | null {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return (
      `Chromium not found at ${path}: the end-to-end tests need it. Install Debian's ` +
      '(`sudo apt-get update && sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.'
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const missing = missingBrowser();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}
