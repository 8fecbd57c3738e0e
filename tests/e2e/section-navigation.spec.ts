import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInOncePerAccount } from './support';

// Every tab of every area a superuser's menu offers: each opens a page of the app (never the
// not-found page) on which exactly one tab of its row is current.

const { openAs } = signInOncePerAccount();

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * The page the last click led to has loaded its code and is no error page. An area's index
 * redirects to its first screen once its own code has run, a moment when the loading bar is idle:
 * so the page counts as loaded when two looks 250 ms apart find the bar idle at the same URL.
 */
async function expectAPage(page: Page, what: string) {
  const bar = page.locator('[aria-label="page loading"]');
  let last = '';
  await expect
    .poll(
      async () => {
        const now = `${page.url()} ${await bar.getAttribute('aria-busy')}`;
        const settled = now === last && now.endsWith(' false');
        last = now;
        return settled;
      },
      { message: what, intervals: [250] },
    )
    .toBe(true);
  await expect(page.getByRole('main'), what).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' }), what).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You are not authorized!' }), what).toHaveCount(0);
}

/** The one link of `nav` marked current, which must be the link at `href`. */
async function expectOneCurrent(nav: Locator, href: string, what: string) {
  const current = nav.locator('a[aria-current]');
  await expect(current, what).toHaveCount(1);
  await expect(current, what).toHaveAttribute('href', href);
}

/**
 * Clicks each link of each section navigation in the page's main area, and each tab of its tab
 * lists; a navigation that appears on the way (the catalogue's configuration has its own) is
 * walked too. Returns what was walked, as "navigation › link".
 */
async function walkSections(page: Page, walked: Set<string>, area: string) {
  const navs = page.getByRole('main').getByRole('navigation');
  for (let n = 0; n < (await navs.count()); n++) {
    const label = await navs.nth(n).getAttribute('aria-label');
    if (!label || walked.has(label)) continue;
    walked.add(label);
    const nav = page.getByRole('navigation', { name: label, exact: true });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const what = `${area}: ${label} › ${href}`;
      walked.add(what);
      await nav.locator(`a[href="${href}"]`).click();
      await expectOneCurrent(nav, href, what);
      await expectAPage(page, what);
      await walkTabs(page, walked, what);
      await walkSections(page, walked, what);
    }
  }
}

async function walkTabs(page: Page, walked: Set<string>, where: string) {
  const tablists = page.getByRole('main').getByRole('tablist');
  for (let l = 0; l < (await tablists.count()); l++) {
    const tabs = tablists.nth(l).getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      const name = (await tabs.nth(i).textContent()) ?? '';
      const what = `${where} › tab ${name}`;
      walked.add(what);
      await tabs.nth(i).click();
      await expectAPage(page, what);
      await expect(tablists.nth(l).locator('[role=tab][aria-selected=true]'), what).toHaveCount(1);
      await expect(tabs.nth(i), what).toHaveAttribute('aria-selected', 'true');
    }
  }
}

test('every tab of every area in a superuser’s menu opens its page, with exactly one tab current', async ({
  page,
}) => {
  test.slow(); // some forty pages
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'superuser@demo.local', '/dashboards/crm');
  const entries = await mainMenu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.textContent ?? '', a.getAttribute('href')!] as const));
  expect(entries.length).toBeGreaterThanOrEqual(7);

  const walked = new Set<string>();
  for (const [name, href] of entries) {
    await mainMenu(page).locator(`a[href="${href}"]`).click();
    await expectOneCurrent(mainMenu(page), href, name);
    await expectAPage(page, name);
    // The walk counts the tabs on screen: the account settings' come with the user's data, which
    // a busy server may send after the page's code has loaded.
    if (href.startsWith('/pages/account-settings'))
      await expect(page.getByRole('main').getByRole('tablist').first(), name).toBeVisible();
    await walkTabs(page, walked, name);
    await walkSections(page, walked, name);
  }

  // The areas with a navigation of their own were among them.
  const navigations = [...walked].filter((step) => !step.includes(' › '));
  expect(navigations).toEqual(
    expect.arrayContaining(['Security area', 'Product management', 'Catalogue configuration']),
  );
  expect([...walked].some((step) => step.startsWith('Account settings › tab'))).toBe(true);
});
