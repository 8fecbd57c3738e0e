import type { Action } from './vocabulary';

/** An entry of the SPA's menu, and the right it asks for (none: every signed-in staff member). */
export type MenuEntry = {
  /** The SPA's name for the entry: it picks the entry's icon by it. */
  id: string;
  /** The entry's i18n key. */
  label: string;
  path: string;
  /** Paths of the entry's section beyond its own: the entry stays highlighted on them. */
  section?: string;
  action?: Action;
  subject?: string;
};

/**
 * An area of the product: a security application of the same code, whose modules are the
 * area's CASL subjects (a permission grants an operation on a module), and the menu entries
 * that lead to it. Capitalised subjects name records; lower-case ones name screens.
 */
export type Area = {
  code: string;
  /** The security application's name. */
  name: string;
  subjects: readonly string[];
  menu: readonly MenuEntry[];
};

/** Every area, its subjects and its menu entries: the vocabulary, the seeded security catalogue and the menu derive from it. */
export const AREAS = [
  {
    code: 'platform',
    name: 'Platform',
    subjects: ['Dashboard', 'User', 'Organization', 'Team', 'Settings', 'security', 'AdminPanel', 'AclDemo'],
    menu: [
      {
        id: 'ecommerce',
        label: 'nav.ecommerce',
        path: '/dashboards/ecommerce',
        action: 'read',
        subject: 'Dashboard',
      },
      { id: 'crm', label: 'nav.crm', path: '/dashboards/crm' },
      // The signed-in user's own work (their orders, reviews waiting for them, their launches).
      {
        id: 'userDashboard',
        label: 'nav.userDashboard',
        path: '/user-dashboard',
        action: 'read',
        subject: 'Dashboard',
      },
      // The administration's screens: each needs read on AdminPanel.
      {
        id: 'adminDashboard',
        label: 'admin.menu',
        path: '/admin/dashboard',
        action: 'read',
        subject: 'AdminPanel',
      },
      {
        id: 'organizations',
        label: 'organizations.menu',
        path: '/admin/organizations',
        action: 'read',
        subject: 'AdminPanel',
      },
      // A client administrator's own organisation (and the one a manager of organisations works in).
      {
        id: 'organizationProfile',
        label: 'organizations.profile.menu',
        path: '/organization/profile',
        action: 'read',
        subject: 'Organization',
      },
      // Everyone reads their own account; the entry is for those who read other users too. It
      // links to the section (which opens the list), so it stays highlighted on a user's page.
      { id: 'users', label: 'users.menu', path: '/apps/user', action: 'read', subject: 'User' },
      // Links to the section, which opens its first tab; highlighted on every tab.
      { id: 'account', label: 'account.menu', path: '/pages/account-settings' },
      {
        id: 'accessControl',
        label: 'accessControl.menu',
        path: '/access-control',
        action: 'read',
        subject: 'AclDemo',
      },
      // /security opens the security dashboard; highlighted on every security screen.
      { id: 'security', label: 'security.menu', path: '/security', action: 'read', subject: 'security' },
      // The hierarchy's tree; highlighted on every screen of the area (units, parameters).
      {
        id: 'organization',
        label: 'unitsTree.menu.organization',
        path: '/apps/organization',
        action: 'read',
        subject: 'Organization',
      },
      { id: 'teams', label: 'unitsTree.menu.teams', path: '/apps/teams', action: 'read', subject: 'Team' },
      // The organisation's application parameters, for those who may change them; highlighted on every tab.
      {
        id: 'applicationParameters',
        label: 'parameters.menu',
        path: '/system-parameters/application-parameters',
        action: 'update',
        subject: 'Settings',
      },
    ],
  },
  {
    code: 'catalogue',
    name: 'Product catalogue',
    subjects: ['Product', 'Category', 'Brand'],
    menu: [
      // Opens the product list; highlighted on every screen of the catalogue.
      {
        id: 'products',
        label: 'products.menu',
        path: '/apps/products',
        section: '/apps/product-management',
        action: 'read',
        subject: 'Product',
      },
    ],
  },
  {
    code: 'sales',
    name: 'Sales',
    subjects: ['Sale', 'Order', 'Customer'],
    menu: [
      // Opens the sellers; highlighted on their screens.
      {
        id: 'sales',
        label: 'sellers.menu',
        path: '/apps/sales',
        section: '/apps/sale/seller',
        action: 'read',
        subject: 'Sale',
      },
      // Opens the clients; highlighted on their screens.
      {
        id: 'customers',
        label: 'clients.menu',
        path: '/apps/customers',
        section: '/apps/sale/client',
        action: 'read',
        subject: 'Customer',
      },
      // Opens the order list; highlighted on every order screen.
      {
        id: 'orders',
        label: 'orders.menu',
        path: '/apps/orders',
        section: '/apps/sale/order',
        action: 'read',
        subject: 'Sale',
      },
      // Highlighted on every invoice screen (add, edit, preview).
      {
        id: 'invoices',
        label: 'invoices.menu',
        path: '/apps/invoice/list',
        section: '/apps/invoice',
        action: 'read',
        subject: 'Sale',
      },
    ],
  },
  {
    code: 'hr',
    name: 'Human resources',
    subjects: ['HR', 'Employee', 'Performance', 'apps-hr'],
    menu: [
      // Everyone reads their own reviews (as employee or reviewer), HR every review of the
      // organisation: the entry opens the reviews and stays highlighted on every HR screen.
      {
        id: 'hr',
        label: 'hr.menu',
        path: '/apps/hr/performance-reviews',
        section: '/apps/hr',
        action: 'read',
        subject: 'Performance',
      },
    ],
  },
  {
    code: 'tracking',
    name: 'Tracking',
    subjects: ['TrackedProduct', 'Batch'],
    menu: [
      // Open their lists; highlighted on every screen of each (add, view).
      {
        id: 'batches',
        label: 'tracking.menu.batches',
        path: '/apps/tracking/batch/list',
        section: '/apps/tracking/batch',
        action: 'read',
        subject: 'Batch',
      },
      {
        id: 'trackedProducts',
        label: 'tracking.menu.products',
        path: '/apps/tracking/product/list',
        section: '/apps/tracking/product',
        action: 'read',
        subject: 'TrackedProduct',
      },
    ],
  },
  { code: 'logistics', name: 'Logistics', subjects: ['Logistics', 'Shipping'], menu: [] },
  {
    code: 'workspace',
    name: 'Workspace',
    subjects: ['Calendar', 'Kanban', 'Support', 'Environment'],
    menu: [
      // The help desk's tickets; highlighted on every ticket's page.
      {
        id: 'support',
        label: 'support.menu',
        path: '/apps/support',
        action: 'read',
        subject: 'Support',
      },
      {
        id: 'environments',
        label: 'environments.menu',
        path: '/apps/environment/client/list',
        section: '/apps/environment/client',
        action: 'read',
        subject: 'Environment',
      },
    ],
  },
  {
    code: 'analytics',
    name: 'Analytics',
    subjects: ['Analytics', 'Report'],
    menu: [
      // The analytics dashboard, under the menu's /analytics; highlighted on /dashboards/analytics too.
      {
        id: 'analytics',
        label: 'nav.analytics',
        path: '/analytics',
        section: '/dashboards/analytics',
        action: 'read',
        subject: 'Analytics',
      },
      // The workflow studio: every machine of the product drawn, for analysts (read on
      // Analytics); highlighted on each machine's chart.
      {
        id: 'workflows',
        label: 'workflows.menu',
        path: '/apps/workflows',
        action: 'read',
        subject: 'Analytics',
      },
    ],
  },
] as const satisfies readonly Area[];

export type AreaCode = (typeof AREAS)[number]['code'];
type AreaOf<C extends AreaCode> = Extract<(typeof AREAS)[number], { code: C }>;
/** The subjects of the areas (CASL's wildcard `all` aside). */
export type AreaSubject = (typeof AREAS)[number]['subjects'][number];
export type MenuEntryId = (typeof AREAS)[number]['menu'][number]['id'];

/** Capitalised subjects name records (a product, an order); lower-case ones name screens. */
export const isRecordSubject = (subject: string) => /^[A-Z]/.test(subject);

/** The subjects of the named areas, in the registry's order. */
export function subjectsOf<C extends AreaCode>(...codes: C[]): AreaOf<C>['subjects'][number][] {
  const areas = AREAS.filter((area) => (codes as AreaCode[]).includes(area.code));
  return areas.flatMap((area) => area.subjects) as AreaOf<C>['subjects'][number][];
}

/**
 * The menu, top to bottom: the areas' entries in the order the reader meets them (the
 * catalogue sits among the platform's entries, before the personal and administrative ones).
 */
export const MENU_ORDER = [
  'ecommerce',
  'crm',
  'analytics',
  'userDashboard',
  'adminDashboard',
  'users',
  'organizations',
  'products',
  'sales',
  'customers',
  'orders',
  'invoices',
  'environments',
  'support',
  'batches',
  'trackedProducts',
  'organization',
  'teams',
  'hr',
  'workflows',
  'organizationProfile',
  'applicationParameters',
  'account',
  'accessControl',
  'security',
] as const satisfies readonly MenuEntryId[];

const ENTRIES = new Map<string, MenuEntry>(
  AREAS.flatMap((area) => area.menu.map((entry) => [entry.id, entry])),
);

/** Every menu entry, in the menu's order. */
export const MENU_ENTRIES: (MenuEntry & { id: MenuEntryId })[] = MENU_ORDER.map((id) => ({
  ...ENTRIES.get(id)!,
  id,
}));
