import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app works on the page, nothing on it is loading and no transition is under way:
 * a page the server drew changes as the app takes it over (its disabled controls are enabled, and
 * fade in), a list dims its rows while it fetches (DataTable), and axe measuring a dimmed or fading
 * element finds its contrast too low. Endless animations (a spinner, a skeleton's pulse) are not
 * waited for.
 */
async function settled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's serious and critical findings on the page once it has settled, each as "rule: targets". */
export async function seriousViolations(page: Page, context = '') {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${context}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The languages and themes a screen's axe pass runs in. Both directions and both themes are met
 * by English light and Arabic dark, which is what a run checks unless `E2E_APPEARANCES=all` asks for
 * the four pairs (each pair costs a spec 15–30 s of axe).
 */
export const appearances = (
  process.env.E2E_APPEARANCES === 'all'
    ? [
        ['en', 'light'],
        ['en', 'dark'],
        ['ar', 'light'],
        ['ar', 'dark'],
      ]
    : [
        ['en', 'light'],
        ['ar', 'dark'],
      ]
) as ReadonlyArray<readonly ['en' | 'ar', 'light' | 'dark']>;
