import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings on the page as it is, each as "rule: targets". */
export async function seriousViolations(page: Page, context = '') {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${context}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
