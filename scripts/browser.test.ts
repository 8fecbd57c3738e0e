import { describe, expect, it } from 'vitest';
import { missingBrowser } from './browser';

describe('the end-to-end browser check', () => {
  it('says in one line what is missing and how to get it', () => {
    const message = missingBrowser('/nowhere/chromium');
    expect(message).toMatch(
      /^Chromium not found at \/nowhere\/chromium: .*apt-get install -y chromium.*CHROMIUM_PATH/,
    );
    expect(message).not.toContain('\n');
  });

  it('passes for an executable that exists', () => {
    expect(missingBrowser(process.execPath)).toBeNull();
  });
});
