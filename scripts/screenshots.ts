// `npm run screenshots [baseUrl] [name filter]`: every screen in en and ar, light and dark, into
// .tmp/screens/, for a person to look at. Start the app first (`npm start`).
// `npm run screenshots -- --readme [baseUrl]`: the README's pictures (README_SHOTS) into
// docs/screenshots/.
import { mkdirSync } from 'node:fs';
import { chromium, expect, type Page } from '@playwright/test';
import { opened, pick } from '../tests/e2e/support';
import { chromiumPath } from './browser';

const readme = process.argv.includes('--readme');
const [base = 'http://localhost:8000', only] = process.argv.slice(2).filter((a) => a !== '--readme');
const outDir = readme ? 'docs/screenshots' : '.tmp/screens';

type Screen = {
  name: string;
  path: string;
  /** Stored preferences (localStorage) the page starts with. */
  storage?: Record<string, string>;
  prepare?: (page: Page) => Promise<void>;
  /** The whole page, not only what the window shows (a long form with its messages). */
  fullPage?: boolean;
  /** 1280 × 800 unless given (a phone's width, say). */
  viewport?: { width: number; height: number };
};

/** The README's pictures: a screen in one language and theme each (`--readme`). */
const README_SHOTS: [name: string, lang: 'en' | 'ar', theme: 'light' | 'dark'][] = [
  ['login', 'en', 'light'],
  ['products-list', 'en', 'light'],
  ['products-wizard-errors', 'en', 'light'],
  ['products-view-inventory', 'ar', 'dark'],
  ['orgs-users-list-superuser', 'en', 'dark'],
  ['security-matrix', 'ar', 'light'],
  ['security-audit-logs', 'en', 'light'],
  ['access-control', 'en', 'light'],
  ['header-phone', 'ar', 'dark'],
];

const signIn = (email: string) => async (page: Page) => {
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill('demo12345');
  // Each shot signs in afresh, so a long run meets the sign-in rate limit: wait as told, then again.
  for (;;) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/auth/login/')),
      page.locator('button[type=submit]').click(),
    ]);
    if (answer.status() !== 429) break;
    await page.waitForTimeout((Number(answer.headers()['retry-after'] ?? 30) + 1) * 1000);
  }
  await page.waitForURL(/dashboards/);
  await page.getByTestId('signed-in-as').waitFor();
};

/** Signs in, then opens `path` inside the app (a client-side navigation keeps ?lang and ?theme). */
const signInThenOpen = (email: string, path: string) => async (page: Page) => {
  await signIn(email)(page);
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('h1').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
};

/** As support, the first client's page at its last tab: the client's support tickets. */
async function openClientTickets(page: Page) {
  await signInThenOpen('support@demo.local', '/apps/sale/client/list')(page);
  await page.locator('main table tbody a').first().click();
  await page.locator('h1').last().waitFor();
  await page.getByRole('tab').last().click();
}

/** Signs in, opens the list of a kind of unit and its first unit's `tab`. */
const openFirstUnit =
  (kind: string, tab: string, email = 'admin@demo.local') =>
  async (page: Page) => {
    await signInThenOpen(email, `/apps/organization/${kind}/list`)(page);
    await page.locator('main table tbody a').first().click();
    await page.getByTestId('unit-bio').waitFor();
    const url = new URL(page.url());
    await page.evaluate(
      (to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      url.pathname.replace(/\/[^/]+$/, `/${tab}`) + url.search,
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  };

const screens: Screen[] = [
  { name: 'login', path: '/login' },
  // The sign-in page at a phone's width, its theme menu open (its code loads when first shown).
  {
    name: 'login-phone',
    path: '/login',
    viewport: { width: 390, height: 800 },
    prepare: async (page) => {
      await page.getByRole('button', { name: /theme|السمة/i }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'login-error',
    path: '/login',
    prepare: async (page) => {
      await page.locator('input[type=email]').fill('admin@demo.local');
      await page.locator('input[type=password]').fill('wrong-password');
      await page.locator('button[type=submit]').click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'dashboard', path: '/login', prepare: signIn('admin@demo.local') },
  {
    name: 'customizer',
    path: '/login',
    prepare: async (page) => {
      await signIn('admin@demo.local')(page);
      await page
        .locator('header')
        .getByRole('button', { name: /layout|التخطيط/i })
        .click();
      await opened(page.getByRole('dialog'));
    },
  },
  {
    name: 'horizontal-full-teal',
    path: '/login',
    storage: {
      'backoffice-navigation-layout': 'horizontal',
      'backoffice-content-width': 'full',
      'backoffice-primary-color': 'teal',
    },
    prepare: signIn('admin@demo.local'),
  },
  {
    name: 'collapsed-bordered-hidden-navbar',
    path: '/login',
    storage: {
      'backoffice-navigation-collapsed': 'true',
      'backoffice-skin': 'bordered',
      'backoffice-navbar-type': 'hidden',
    },
    prepare: signIn('manager@demo.local'),
  },
  // The security area (issue 4 §3), reached in the app after signing in (keeps ?lang and ?theme).
  ...[
    ['security-dashboard', '/security/dashboard'],
    ['security-matrix', '/security/permission-matrix'],
    ['security-roles', '/security/role-management'],
    ['security-audit-logs', '/security/audit-logs'],
    ['security-events', '/security/events'],
    ['security-policies', '/security/policies'],
    ['security-apps-permissions', '/apps/permissions'],
  ].map(([name, to]) => ({ name: name!, path: '/login', prepare: signInThenOpen('admin@demo.local', to!) })),
  {
    // A system role: its rights from the role table, locked, beside what is granted to it.
    name: 'security-matrix-system-role',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/security/permission-matrix')(page);
      // The role by its code, which every language shows beside the translated name, and its
      // grid by that name as the screen shows it.
      const roles = page.locator('main select').first();
      const sales = roles.locator('option', { hasText: '(sales)' });
      const name = (await sales.textContent())!.replace(/\s*\(sales\)$/, '');
      await roles.selectOption((await sales.getAttribute('value'))!);
      await page.locator(`[role=grid][aria-label*="${name}"] [data-built-in]`).first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // Refresh, with the roles answering 500: the spec's message and Retry where the grid was.
    name: 'security-matrix-refresh-failed',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/security/permission-matrix')(page);
      await page.getByTestId('matrix-cell').first().waitFor();
      await page.route(
        (url) => url.pathname === '/api/security/roles/',
        (route) => route.fulfill({ status: 500, body: '{}' }),
      );
      await page.locator('main button:has(svg.lucide-refresh-cw)').click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'security-roles-manager',
    path: '/login',
    prepare: signInThenOpen('manager@demo.local', '/security/role-management'),
  },
  {
    name: 'security-conditions',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/security/permission-matrix')(page);
      const cell = page.getByTestId('matrix-cell').first();
      await cell.focus();
      if ((await cell.getAttribute('aria-checked')) !== 'true') await page.keyboard.press('Space');
      await page.locator('[data-testid=matrix-cell][aria-checked=true]').first().waitFor();
      await page.keyboard.press('Enter');
      await opened(page.getByRole('dialog'));
    },
  },
  {
    // An entry's before and after, headed by its action and the object's name.
    name: 'security-audit-diff',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/security/audit-logs')(page);
      await page.locator('table[aria-busy=false] tbody tr button').first().click();
      await opened(page.getByRole('dialog'));
    },
  },
  // User management (issue 4 §2): the list, a user's page, the add dialog.
  { name: 'users-list', path: '/login', prepare: signInThenOpen('admin@demo.local', '/apps/user/list') },
  {
    name: 'users-list-paged',
    path: '/login',
    prepare: signInThenOpen('admin@demo.local', '/apps/user/list?page_size=5&page=2&ordering=-last_login'),
  },
  {
    name: 'users-view',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/user/list')(page);
      await page.getByRole('link', { name: 'Sami Sales' }).click();
      await page.getByTestId('security-roles').waitFor();
      await page.locator('[data-testid=security-roles] .chakra-spinner').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'users-add',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/user/list')(page);
      await page.getByTestId('add-user').click();
      await opened(page.getByRole('dialog'));
    },
  },
  // One organisation or several: the superuser's lists name each row's organisation and filter by
  // it, the figures say whether they are combined; an organisation admin sees none of it.
  ...[
    ['orgs-users-list-superuser', 'superuser@demo.local', '/apps/user/list?page_size=20'],
    ['orgs-users-list-admin', 'admin@demo.local', '/apps/user/list?page_size=20'],
    ['orgs-roles-superuser', 'superuser@demo.local', '/security/role-management'],
    ['orgs-roles-admin', 'admin@demo.local', '/security/role-management'],
    ['orgs-security-dashboard-superuser', 'superuser@demo.local', '/security/dashboard'],
    ['orgs-analytics-superuser', 'superuser@demo.local', '/apps/product-management/analytics'],
  ].map(([name, email, to]) => ({ name: name!, path: '/login', prepare: signInThenOpen(email!, to!) })),
  ...[
    ['orgs-users-view-superuser', 'superuser@demo.local', 'Arthur Acme', false],
    ['orgs-users-edit-superuser', 'superuser@demo.local', 'Arthur Acme', true],
    ['orgs-users-view-admin', 'admin@demo.local', 'Bruno Brand', false],
    ['orgs-users-edit-admin', 'admin@demo.local', 'Bruno Brand', true],
  ].map(([name, email, person, edit]) => ({
    name: name as string,
    path: '/login',
    prepare: async (page: Page) => {
      await signInThenOpen(email as string, '/apps/user/list?page_size=20')(page);
      await page.getByRole('link', { name: person as string }).click();
      await page.getByTestId('security-roles').waitFor();
      await page.waitForLoadState('networkidle');
      if (!edit) return;
      await page.locator('main button:has(svg.lucide-pencil)').click();
      await opened(page.getByRole('dialog'));
      await page.waitForLoadState('networkidle');
    },
  })),
  // The product catalogue: its lists on the resource layer, the view's tabs, the wizard, the edit
  // form, launches and analytics.
  ...[
    ['products-list', '/apps/product-management/product/list'],
    ['products-view', '/apps/product-management/product/view/1'],
    ['products-view-images', '/apps/product-management/product/view/1/images'],
    ['products-wizard', '/apps/product-management/product/add'],
    ['products-edit', '/apps/product-management/product/edit/1'],
    ['catalogue-brands', '/apps/product-management/config/brands'],
    ['catalogue-categories', '/apps/product-management/config/categories'],
    ['catalogue-product-statuses', '/apps/product-management/config/statuses'],
    ['catalogue-product-types', '/apps/product-management/config/types'],
    ['catalogue-referrals', '/apps/product-management/referrals'],
    ['launches-list', '/apps/product-management/product-launches'],
    ['launches-list-mine-open', '/apps/product-management/product-launches?mine=true&progress=open'],
    ['launches-timeline', '/apps/product-management/product-launches?view=timeline'],
    ['launches-create', '/apps/product-management/product-launches/create'],
    ['launches-detail', '/apps/product-management/product-launches/1'],
    ['launches-edit', '/apps/product-management/product-launches/edit/1'],
    ['catalogue-analytics', '/apps/product-management/analytics'],
  ].map(([name, to]) => ({ name: name!, path: '/login', prepare: signInThenOpen('admin@demo.local', to!) })),
  // The organisation's hierarchy and its parameters.
  ...[
    ['org-teams', '/apps/teams'],
    ['org-niveaux', '/apps/organization/parameters/niveau/list'],
    ['org-niveau-add', '/apps/organization/parameters/niveau/add'],
    ['org-unit-statuses', '/apps/organization/parameters/status'],
    ['org-unit-types', '/apps/organization/parameters/type'],
  ].map(([name, to]) => ({ name: name!, path: '/login', prepare: signInThenOpen('admin@demo.local', to!) })),
  {
    name: 'org-tree',
    path: '/login',
    fullPage: true,
    prepare: signInThenOpen('admin@demo.local', '/apps/organization'),
  },
  {
    // A reader of several organisations picks whose tree it reads (kept in the URL).
    name: 'org-tree-organization-picker',
    path: '/login',
    prepare: signInThenOpen('superuser@demo.local', '/apps/organization?organization=2'),
  },
  {
    // A unit picked up with the keyboard: only the parents of its kind are offered.
    name: 'org-tree-moving',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/organization')(page);
      const handle = page.locator('[data-kind=service] [data-testid=org-node-handle]').first();
      await handle.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.locator('[data-drop-target=allowed]').first().waitFor();
    },
  },
  {
    name: 'catalogue-product-type-dialog',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/product-management/config/types')(page);
      await page.getByTestId('add-product-type').click();
      await opened(page.getByRole('dialog'));
    },
  },
  {
    name: 'org-unit-status-dialog',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/organization/parameters/status')(page);
      await page.getByTestId('add-unit-status').click();
      await opened(page.getByRole('dialog'));
    },
  },
  // Money in the organisation's currency, roles by their label, the organisation by its name.
  ...[
    ['products-view-inventory', 'admin@demo.local', '/apps/product-management/product/view/1/inventory'],
    ...['general', 'sales', 'catalogue', 'notifications'].map((tab) => [
      `application-parameters-${tab}`,
      'admin@demo.local',
      `/system-parameters/application-parameters/${tab}`,
    ]),
    ['account-settings', 'superuser@demo.local', '/pages/account-settings/account'],
    ['account-user-profile', 'hr@demo.local', '/pages/user-profile/profile'],
  ].map(([name, email, to]) => ({ name: name!, path: '/login', prepare: signInThenOpen(email!, to!) })),
  // The product forms with their messages: the wizard's step 1 refused on Next (a sanitised code,
  // a name too long, a bad slug, the end before the start), and the edit form with two required
  // fields emptied.
  {
    name: 'products-wizard-errors',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/product-management/product/add')(page);
      await page.locator('input[name=code]').fill('bad code!');
      await page.locator('input[name=name]').fill('n'.repeat(400));
      await page.locator('input[name=slug]').fill('Not A Slug!!');
      await page.locator('input[name=start_date]').fill('2026-05-01');
      await page.locator('input[name=end_date]').fill('2026-04-01');
      await page.getByTestId('wizard-next').click();
      await page.getByTestId('wizard-error').waitFor();
    },
  },
  {
    name: 'products-edit-errors',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/product-management/product/edit/1')(page);
      await page.locator('input[name=name]').fill('');
      await page.locator('input[name=cost_basis]').fill('');
      await page.locator('input[name=cost_basis]').press('Enter');
      await page.locator('[aria-invalid=true]').first().waitFor();
    },
  },
  // What the signed-in user may do, in plain words, by area.
  {
    name: 'access-control',
    path: '/login',
    prepare: signInThenOpen('superuser@demo.local', '/access-control'),
  },
  // The header at a phone's width: language and theme as icon menus.
  {
    name: 'header-phone',
    path: '/login',
    viewport: { width: 390, height: 800 },
    prepare: async (page) => {
      await signInThenOpen('admin@demo.local', '/apps/product-management/product/list')(page);
      await page
        .locator('header')
        .getByRole('button', { name: /language|اللغة/i })
        .click();
      await page.getByRole('menu').waitFor();
    },
  },
  // The header at a phone's width for a manager of organisations: the organisation to work in as an icon menu.
  {
    name: 'header-phone-switcher',
    path: '/login',
    viewport: { width: 390, height: 800 },
    prepare: async (page) => {
      await signInThenOpen('superuser@demo.local', '/apps/product-management/config/brands')(page);
      await page
        .locator('header')
        .getByRole('button', { name: /organisation you work in|المؤسسة/i })
        .click();
      await page.getByRole('menu').waitFor();
    },
  },
  // The organisation's units (issue 15): a list, a unit's view and its tabs, the dialogs.
  ...['group', 'company', 'establishment', 'service', 'team', 'workplace'].map((kind) => ({
    name: `units-${kind}-list`,
    path: '/login',
    prepare: signInThenOpen('admin@demo.local', `/apps/organization/${kind}/list`),
  })),
  {
    name: 'units-company-add',
    path: '/login',
    prepare: signInThenOpen('admin@demo.local', '/apps/organization/company/add'),
  },
  ...['overview', 'addresses', 'contacts', 'establishments'].map((tab) => ({
    name: `units-company-view-${tab}`,
    path: '/login',
    prepare: openFirstUnit('company', tab),
  })),
  { name: 'units-team-view-employees', path: '/login', prepare: openFirstUnit('team', 'employees') },
  {
    name: 'units-team-employee-edit',
    path: '/login',
    prepare: async (page) => {
      await openFirstUnit('team', 'employees', 'hr@demo.local')(page);
      await page.locator('main table tbody tr').first().getByRole('button').first().click();
      await opened(page.getByRole('dialog'));
    },
  },
  {
    name: 'units-company-edit',
    path: '/login',
    prepare: async (page) => {
      await openFirstUnit('company', 'overview')(page);
      await page.getByTestId('edit-unit').click();
      await opened(page.getByRole('dialog'));
    },
  },
  {
    name: 'units-company-address-dialog',
    path: '/login',
    prepare: async (page) => {
      await openFirstUnit('company', 'addresses')(page);
      await page.getByTestId('add-address').click();
      await opened(page.getByRole('dialog'));
    },
  },
  // The order screens, as a client administrator (who reads the clients and products an order
  // names): the list, the add dialog with two lines and a card, and the first order's page.
  {
    name: 'orders-list',
    path: '/login',
    prepare: signInThenOpen('client_admin@demo.local', '/apps/sale/order/list'),
  },
  {
    name: 'orders-list-client-filter',
    path: '/login',
    // The client filter open: the server's first names, and how many more typing narrows.
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/sale/order/list')(page);
      await page.getByTestId('orders-filter-client').click();
      await expect(page.getByTestId('orders-filter-client-choices').getByRole('option').nth(1)).toBeVisible();
    },
  },
  {
    name: 'hr-reviews-reviewer-filter',
    path: '/login',
    // The reviewer filter open on the server's people, searched as one types.
    prepare: async (page) => {
      await signInThenOpen('hr@demo.local', '/apps/hr/performance-reviews')(page);
      await page.getByTestId('filter-reviewer').click();
      await expect(page.getByTestId('filter-reviewer-choices').getByRole('option').nth(1)).toBeVisible();
    },
  },
  {
    name: 'orders-add',
    path: '/login',
    // Tall enough for the whole dialog, which scrolls inside itself.
    viewport: { width: 1280, height: 1500 },
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/sale/order/list')(page);
      await page.getByTestId('add-order').click();
      const dialog = page.getByRole('dialog');
      await opened(dialog);
      await pick(dialog.getByTestId('order-client'), 'Atlas Trading', 'atl');
      await pick(dialog.getByTestId('order-line-0-product'), 'Nova X1 Phone', 'nova x1');
      await dialog.getByTestId('add-order-line').click();
      await pick(dialog.getByTestId('order-line-1-product'), 'Terra Trail Guide', 'terra trail');
      await dialog.getByTestId('order-line-1-quantity').fill('3');
      await dialog.getByTestId('order-card-number').fill('4242 4242 4242 4242');
    },
  },
  {
    // The client picker open on what typing found, the seller's chosen.
    name: 'orders-add-picker',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/sale/order/list')(page);
      await page.getByTestId('add-order').click();
      const dialog = page.getByRole('dialog');
      await opened(dialog);
      await dialog.getByTestId('order-client').click();
      await dialog.getByTestId('order-client-choices').getByRole('option').first().waitFor();
      await dialog.getByTestId('order-client').pressSequentially('a');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'orders-details',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/sale/order/list')(page);
      await page.locator('main table tbody a').first().click();
      await page.getByTestId('order-timeline').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  // The workflow studio's recorded figures, as a manager (Analytics and orders): the order chart
  // annotated with its counts, and one order's path on it, opened from its page's "Show on chart".
  {
    name: 'workflows-order-figures',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('manager@demo.local', '/apps/workflows/orderStatus')(page);
      await page.getByTestId('flow-figures-summary').or(page.getByTestId('flow-figures')).first().waitFor();
      await page.locator('[data-chart-state] [data-figure]').first().waitFor();
    },
  },
  {
    name: 'workflows-order-path',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('manager@demo.local', '/apps/sale/order/list')(page);
      await page.locator('main table tbody a').first().click();
      await page.getByTestId('show-on-chart').click();
      await page.getByTestId('record-path').locator('[data-path-step]').first().waitFor();
      await page.locator('[data-chart-state] [data-figure]').first().waitFor();
      await page.waitForTimeout(300);
    },
  },
  // The product status flow, as a client administrator (Analytics and the catalogue): the chart
  // built from the organisation's statuses with their figures, the studio's list counting it, and
  // a product's path opened from its page's "Show on chart".
  {
    name: 'workflows-list',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/workflows')(page);
      await page.locator('[data-chart-row="productStatus"] td').nth(3).filter({ hasText: /\S/ }).waitFor();
    },
  },
  {
    name: 'workflows-product-status',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/workflows/productStatus')(page);
      await page.getByTestId('flow-figures-summary').waitFor();
      await page.locator('[data-chart-state] [data-figure]').first().waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'workflows-product-path',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/product-management/product/view/1')(page);
      await page.getByTestId('show-on-chart').click();
      await page.getByTestId('record-path').locator('[data-path-step]').first().waitFor();
      await page.locator('[data-chart-state] [data-figure]').first().waitFor();
      await page.waitForTimeout(300);
    },
  },
  // The rest of sales, as a client administrator, and HR, as the HR role: lists, a record's page
  // (the first row's link), the add forms.
  ...(
    [
      ['clients-list', 'client_admin@demo.local', '/apps/sale/client/list'],
      ['sellers-list', 'client_admin@demo.local', '/apps/sale/seller/list'],
      ['invoices-list', 'client_admin@demo.local', '/apps/invoice/list'],
      ['invoices-add', 'client_admin@demo.local', '/apps/invoice/add'],
      ['environments-list', 'client_admin@demo.local', '/apps/environment/client/list'],
      ['environments-add', 'client_admin@demo.local', '/apps/environment/client/add'],
      ['hr-dashboard', 'hr@demo.local', '/apps/hr/dashboard'],
      ['hr-reviews', 'hr@demo.local', '/apps/hr/performance-reviews'],
      ['hr-individuals', 'hr@demo.local', '/apps/hr/individual/list'],
      ['hr-individual-add', 'hr@demo.local', '/apps/hr/individual/add'],
    ] as const
  ).map(([name, email, to]) => ({ name, path: '/login', prepare: signInThenOpen(email, to) })),
  ...(
    [
      ['clients-details', '/apps/sale/client/list'],
      ['invoices-preview', '/apps/invoice/list'],
      ['environments-view', '/apps/environment/client/list'],
    ] as const
  ).map(([name, list]) => ({
    name,
    path: '/login',
    fullPage: true,
    prepare: async (page: Page) => {
      await signInThenOpen('client_admin@demo.local', list)(page);
      await page.locator('main table tbody a').first().click();
      await page.locator('h1').last().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    },
  })),
  // Support, as the support account: the tickets' list, a seeded ticket's page with its timeline
  // and reply form, the new-ticket dialog, and a client's Support tab.
  {
    name: 'support-list',
    path: '/login',
    prepare: signInThenOpen('support@demo.local', '/apps/support/list'),
  },
  {
    name: 'support-ticket',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('support@demo.local', '/apps/support/list?status=pending')(page);
      await page.locator('main table tbody a').first().click();
      await page.getByTestId('ticket-timeline').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'support-dialog',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('support@demo.local', '/apps/support/list')(page);
      await page.getByTestId('add-ticket').click();
      await opened(page.getByRole('dialog'));
    },
  },
  {
    name: 'support-client-tab',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await openClientTickets(page);
      await page.getByTestId('client-tickets').locator('table[aria-busy="false"]').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // Opened from a client's page, the ticket's client is that one, shown and not changeable.
    name: 'support-client-dialog',
    path: '/login',
    prepare: async (page) => {
      await openClientTickets(page);
      await page.getByTestId('client-tickets').getByTestId('add-ticket').click();
      await opened(page.getByRole('dialog'));
    },
  },
  // Tracking: the lists, a unit's add page, a seeded batch's page with its recall view, its serials
  // dialog refusing a bad list line by line, and a sold unit's page with its history.
  ...[
    ['tracking-batches-list', '/apps/tracking/batch/list'],
    ['tracking-units-list', '/apps/tracking/product/list'],
    ['tracking-unit-add', '/apps/tracking/product/add'],
  ].map(([name, to]) => ({
    name: name!,
    path: '/login',
    prepare: signInThenOpen('client_admin@demo.local', to!),
  })),
  {
    name: 'tracking-batch-recall',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/tracking/batch/list?search=LOT-NX1')(page);
      await page.locator('main table tbody a').first().click();
      await page.getByTestId('recall-table').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'tracking-serials-errors',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/tracking/batch/list?search=LOT-STOVE')(page);
      await page.locator('main table tbody a').first().click();
      await page.getByTestId('register-serials').click();
      const dialog = page.getByRole('dialog');
      await opened(dialog);
      await dialog.getByTestId('serials-text').fill('TS-000001\nnot a serial\nTS-900001\nTS-900001');
      await dialog.getByTestId('serials-submit').click();
      await dialog.getByTestId('serials-errors').waitFor();
    },
  },
  {
    name: 'tracking-unit-sold',
    path: '/login',
    fullPage: true,
    prepare: async (page) => {
      await signInThenOpen('client_admin@demo.local', '/apps/tracking/product/list?status=sold')(page);
      await page.locator('main table tbody a').first().click();
      await page.getByTestId('unit-timeline').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  // The workflow studio's QA section: a machine's test coverage, and an order's test plan.
  {
    name: 'workflow-qa-coverage',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('manager@demo.local', '/apps/workflows/session')(page);
      await page.getByTestId('coverage-table').waitFor();
      await page.locator('#qa-title').evaluate((title) => {
        title.scrollIntoView({ block: 'start' });
        scrollBy(0, -80);
      });
    },
  },
  {
    name: 'workflow-qa-plan',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('manager@demo.local', '/apps/workflows/orderStatus')(page);
      await page.locator('section[aria-labelledby="qa-title"] [role="tab"]').nth(1).click();
      await page.getByTestId('plan-steps').waitFor();
      await page.locator('#qa-title').evaluate((title) => {
        title.scrollIntoView({ block: 'start' });
        scrollBy(0, -80);
      });
    },
  },
  // The analytics dashboard (an admin's, a brand manager's) and one's own (a seller's, an admin's).
  ...[
    ['dashboards-analytics', 'admin@demo.local', '/dashboards/analytics?date_preset=365'],
    ['dashboards-analytics-brand', 'brand_manager@demo.local', '/analytics?date_preset=365'],
    ['dashboards-me-sales', 'sales@demo.local', '/user-dashboard?date_preset=365'],
    ['dashboards-me-admin', 'admin@demo.local', '/user-dashboard'],
  ].map(([name, email, to]) => ({
    name: name!,
    path: '/login',
    fullPage: true,
    prepare: signInThenOpen(email!, to!),
  })),
  { name: 'not-found', path: '/no/such/page' },
  { name: 'not-authorized', path: '/not-authorized' },
  // Organisations administered, the administration's dashboard and a client admin's own profile.
  ...[
    ['admin-organizations', 'superuser@demo.local', '/admin/organizations'],
    ['admin-dashboard', 'superuser@demo.local', '/admin/dashboard'],
    ['admin-dashboard-admin', 'admin@demo.local', '/admin/dashboard?date_preset=365'],
    ['organization-profile', 'client_admin@demo.local', '/organization/profile/addresses'],
    ['organization-profile-contacts', 'client_admin@demo.local', '/organization/profile/contacts'],
  ].map(([name, email, to]) => ({ name: name!, path: '/login', prepare: signInThenOpen(email!, to!) })),
  // The living kit (any signed-in user) and the public front pages.
  ...[
    ['kit-index', '/components'],
    ['kit-data-table', '/tables/data-table'],
    ['kit-statechart', '/extensions/statechart'],
  ].map(([name, to]) => ({
    name: name!,
    path: '/login',
    fullPage: true,
    prepare: async (page: Page) => {
      await signInThenOpen('user@demo.local', to!)(page);
      await page.locator('[data-testid^="example-"], [data-testid="kit-index"]').first().waitFor();
      if (to === '/extensions/statechart') await page.locator('svg').last().waitFor();
    },
  })),
  { name: 'front-landing', path: '/front-pages/landing-page', fullPage: true },
  { name: 'front-checkout', path: '/front-pages/checkout', fullPage: true },
  {
    name: 'admin-organizations-add',
    path: '/login',
    prepare: async (page) => {
      await signInThenOpen('superuser@demo.local', '/admin/organizations')(page);
      await page.getByTestId('add-organization').click();
      const dialog = page.getByRole('dialog');
      await opened(dialog);
      await page.getByTestId('invite-first-admin').click();
      await dialog.locator('input[type=email]').waitFor();
    },
  },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
const runs = readme
  ? README_SHOTS.map(([name, lang, theme]) => {
      const screen = screens.find((s) => s.name === name);
      if (!screen) throw new Error(`README_SHOTS names ${name}, which is not a screen`);
      return { screen, lang, theme, file: `${outDir}/${name}.png` };
    })
  : screens
      .filter((s) => !only || s.name.includes(only))
      .flatMap((screen) =>
        ['en', 'ar'].flatMap((lang) =>
          ['light', 'dark'].map((theme) => ({
            screen,
            lang,
            theme,
            file: `${outDir}/${screen.name}-${lang}-${theme}.png`,
          })),
        ),
      );
for (const { screen, lang, theme, file } of runs) {
  const page = await browser.newPage({ viewport: screen.viewport ?? { width: 1280, height: 800 } });
  if (screen.storage) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, screen.storage);
  }
  await page.goto(`${base}${screen.path}?lang=${lang}&theme=${theme}`);
  await page.waitForLoadState('networkidle');
  await screen.prepare?.(page);
  if (screen.fullPage) {
    // A window as tall as the page, rather than Playwright's fullPage, which paints the fixed
    // header and menu again wherever the page was scrolled.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: page.viewportSize()!.width, height });
  }
  await page.screenshot({ path: file });
  await page.close();
  console.log(file);
}
await browser.close();
