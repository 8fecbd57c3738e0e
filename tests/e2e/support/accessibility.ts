import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings on the page as it is, each as "rule: targets". */
export async function seriousViolations(page: Page, context = '') {
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
