import { expect, test } from '@playwright/test';

// What each demo role's navigation shows (spec §2 "Menu routes by right"), from its real abilities.
const ALL = ['eCommerce dashboard', 'CRM dashboard', 'Account settings', 'Access control', 'Security'];
const STAFF = ['eCommerce dashboard', 'CRM dashboard', 'Account settings'];
// Read on security (spec §6): admin, manager, CLIENT_ADMIN.
const SECURITY_READERS = [...STAFF, 'Security'];
// Users (user/list) for those who read other users, not only their own account.
const withUsers = (menu: string[]) => [...menu.slice(0, 2), 'Users', ...menu.slice(2)];
// Products (the catalogue) for those who read Product, just before Account settings.
const withProducts = (menu: string[]) => {
  const at = menu.indexOf('Account settings');
  return [...menu.slice(0, at), 'Products', ...menu.slice(at)];
};
const insertAfter = (menu: string[], after: string, ...entries: string[]) => {
  const at = menu.indexOf(after) + 1;
  return [...menu.slice(0, at), ...entries, ...menu.slice(at)];
};
// The administration's dashboard (read on AdminPanel), after the CRM dashboard.
const withAdministration = (menu: string[]) => insertAfter(menu, 'CRM dashboard', 'Administration');
// The organisations' list, for those who also read organisations, after Users.
const withOrganisations = (menu: string[]) => insertAfter(menu, 'Users', 'Organisations');
// One's own organisation's profile (read on Organization), just before Account settings.
const withProfile = (menu: string[]) =>
  insertAfter(menu, menu[menu.indexOf('Account settings') - 1]!, 'Organisation profile');
// Organisation (the hierarchy) for those who read Organization, Teams for those who read Team:
// after Products, before Account settings.
const withUnits = (entries: ('Organisation' | 'Teams')[]) => (menu: string[]) => {
  const at = menu.indexOf('Account settings');
  return [...menu.slice(0, at), ...entries, ...menu.slice(at)];
};
const withTeams = withUnits(['Teams']);
// The sales area's entries, after Products, before the organisation's: Sales (the sellers),
// Orders and Invoices for those who read Sale, Customers for those who read Customer, Client
// environments for those who read Environment.
type SalesEntry = 'Sales' | 'Customers' | 'Orders' | 'Invoices' | 'Client environments';
const withSalesArea = (entries: SalesEntry[]) => (menu: string[]) => {
  const at = menu.findIndex((entry) =>
    ['Organisation', 'Teams', 'Organisation profile', 'Account settings'].includes(entry),
  );
  return [...menu.slice(0, at), ...entries, ...menu.slice(at)];
};
const withSales = withSalesArea(['Sales', 'Customers', 'Orders', 'Invoices']);
const withAllSales = withSalesArea(['Sales', 'Customers', 'Orders', 'Invoices', 'Client environments']);
const withBoth = withUnits(['Organisation', 'Teams']);
// Batches and tracked products for those who read them (the superusers and a client's
// administrator), after the sales area's entries.
const withTracking = (menu: string[]) =>
  insertAfter(menu, 'Client environments', 'Batches', 'Tracked products');
// The help desk's tickets for those who read Support (the superusers, support), after the sales
// area's entries, before the tracking ones.
const withSupport = (menu: string[]) => {
  const salesEntries: string[] = ['Sales', 'Customers', 'Orders', 'Invoices', 'Client environments'];
  const last = menu.reduce((at, entry, i) => (salesEntries.includes(entry) ? i : at), -1);
  return [...menu.slice(0, last + 1), 'Support', ...menu.slice(last + 1)];
};
const MANAGERS_OF_ORGANISATIONS = withSupport(
  withProfile(
    withBoth(withTracking(withAllSales(withProducts(withOrganisations(withAdministration(withUsers(ALL))))))),
  ),
);
// An administrator manages sales, orders and invoices, not the customers nor their environments.
const ADMINISTRATORS = withProfile(
  withBoth(
    withSalesArea(['Sales', 'Orders', 'Invoices'])(
      withProducts(withOrganisations(withAdministration(withUsers(SECURITY_READERS)))),
    ),
  ),
);
// Human resources for every staff member (the reviews they give or receive; HR all of them): after
// the organisation's entries, before the profile and Account settings.
const withHr = (menu: string[]) => {
  const at = menu.indexOf(
    menu.includes('Organisation profile') ? 'Organisation profile' : 'Account settings',
  );
  return [...menu.slice(0, at), 'Human resources', ...menu.slice(at)];
};
// The application parameters for those who may change Settings (the superusers and the
// organisations' administrators), after the organisation's profile.
const withParameters = (menu: string[]) =>
  insertAfter(menu, 'Organisation profile', 'Application parameters');
const STAFF_MENUS: [string, string[]][] = [
  ['superuser@demo.local', withParameters(MANAGERS_OF_ORGANISATIONS)],
  ['super_admin@demo.local', withParameters(MANAGERS_OF_ORGANISATIONS)],
  ['admin@demo.local', withParameters(ADMINISTRATORS)],
  ['manager@demo.local', withSales(withUsers(SECURITY_READERS))],
  ['brand_manager@demo.local', withTeams(withProducts(withUsers(STAFF)))],
  ['team_manager@demo.local', withTeams(withUsers(STAFF))],
  [
    'client_admin@demo.local',
    withProfile(withBoth(withTracking(withAllSales(withProducts(withUsers(SECURITY_READERS)))))),
  ],
  ['sales@demo.local', withSales(withProducts(STAFF))],
  ['sales_rep@demo.local', withSales(withProducts(STAFF))],
  ['support@demo.local', withSupport(withSalesArea(['Customers'])(withProducts(STAFF)))],
  ['hr@demo.local', withProfile(withBoth(withUsers(STAFF)))],
  ['user@demo.local', withProducts(STAFF)],
  ['admin@acme.local', withParameters(ADMINISTRATORS)],
];
// The analytics dashboard (after the CRM dashboard) and the workflow studio (after Human
// resources) for those who read Analytics (all but sales reps, support and plain users); one's own
// dashboard for every staff member, after the other dashboards.
const NO_ANALYTICS = ['sales_rep@demo.local', 'support@demo.local', 'user@demo.local'];
const MENUS = STAFF_MENUS.map(([email, menu]) => {
  const analyst = !NO_ANALYTICS.includes(email);
  const withDashboards = insertAfter(
    withHr(menu),
    'CRM dashboard',
    ...(analyst ? ['Analytics dashboard'] : []),
    'My dashboard',
  );
  return [
    email,
    analyst ? insertAfter(withDashboards, 'Human resources', 'Workflows') : withDashboards,
  ] as const;
});

for (const [email, expected] of MENUS) {
  test(`${email} sees ${expected.length} menu entries`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('demo12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
    const menu = page.getByRole('navigation').getByRole('link');
    await expect(menu).toHaveText(expected);
  });
}
