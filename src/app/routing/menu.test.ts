import { describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility, type AccessUser } from '../../../domain/access';
import { ACCOUNT_SETTINGS_PATH } from '../../features/account/paths';
import { PRODUCTS_MENU_PATH, PRODUCT_LIST_PATH } from '../../features/catalogue/paths';
import { ORDER_LIST_PATH, ORDERS_MENU_PATH } from '../../features/sales/paths';
import { SECURITY_PATH } from '../../features/security/paths';
import { ORGANIZATION_TREE_PATH, TEAMS_TREE_PATH } from '../../features/units/tree/paths';
import { USERS_SECTION_PATH } from '../../features/users/paths';
import { MENU, visibleMenu } from './menu';

const menuOf = (role: string, user: Partial<AccessUser> = {}) =>
  visibleMenu(
    createAppAbility(
      buildUserRules({
        id: 10,
        role,
        id_organization: 1,
        team: 1,
        brand: 1,
        is_staff: false,
        is_superuser: false,
        ...user,
      }),
    ),
  ).map((item) => item.id);

describe('menu', () => {
  it('links to the screens the features declare', () => {
    const path = (id: string) => MENU.find((item) => item.id === id)?.path;
    expect(path('users')).toBe(USERS_SECTION_PATH);
    expect(path('account')).toBe(ACCOUNT_SETTINGS_PATH);
    expect(path('security')).toBe(SECURITY_PATH);
    expect(path('products')).toBe(PRODUCTS_MENU_PATH);
    expect(path('orders')).toBe(ORDERS_MENU_PATH);
    expect(ORDER_LIST_PATH.startsWith(`${MENU.find((item) => item.id === 'orders')!.section}/`)).toBe(true);
    expect(path('organization')).toBe(ORGANIZATION_TREE_PATH);
    expect(path('teams')).toBe(TEAMS_TREE_PATH);
    expect(path('analytics')).toBe('/analytics');
    expect(MENU.find((item) => item.id === 'analytics')!.section).toBe('/dashboards/analytics');
    expect(path('userDashboard')).toBe('/user-dashboard');
    expect(PRODUCT_LIST_PATH.startsWith(`${MENU.find((item) => item.id === 'products')!.section}/`)).toBe(
      true,
    );
  });

  // The analytics dashboard for those who read Analytics (not sales reps, support, plain users);
  // one's own dashboard for every staff member (read on Dashboard), not a client.
  it('shows each role the entries its rights open', () => {
    expect(menuOf('superuser', { is_superuser: true, is_staff: true })).toEqual([
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
    ]);
    expect(menuOf('admin', { is_staff: true })).toEqual([
      'ecommerce',
      'crm',
      'analytics',
      'userDashboard',
      'adminDashboard',
      'users',
      'organizations',
      'products',
      // Sale is the admin's, Customer is not.
      'sales',
      'orders',
      'invoices',
      'organization',
      'teams',
      'hr',
      'workflows',
      'organizationProfile',
      'applicationParameters',
      'account',
      'security',
    ]);
    // The organisation's tree with read on Organization, the teams' with read on Team.
    expect(menuOf('CLIENT_ADMIN')).toEqual([
      'ecommerce',
      'crm',
      'analytics',
      'userDashboard',
      'users',
      'products',
      'sales',
      'customers',
      'orders',
      'invoices',
      'environments',
      'batches',
      'trackedProducts',
      'organization',
      'teams',
      'hr',
      'workflows',
      'organizationProfile',
      'account',
      'security',
    ]);
    expect(menuOf('team_manager')).toEqual([
      'ecommerce',
      'crm',
      'analytics',
      'userDashboard',
      'users',
      'teams',
      'hr',
      'workflows',
      'account',
    ]);
    expect(menuOf('brand_manager')).toEqual([
      'ecommerce',
      'crm',
      'analytics',
      'userDashboard',
      'users',
      'products',
      'teams',
      'hr',
      'workflows',
      'account',
    ]);
    // Orders and invoices with read on Sale (managers, sellers), after the sellers and clients.
    expect(menuOf('manager')).toEqual([
      'ecommerce',
      'crm',
      'analytics',
      'userDashboard',
      'users',
      'sales',
      'customers',
      'orders',
      'invoices',
      'hr',
      'workflows',
      'account',
      'security',
    ]);
    // Sales reps open their own seller profile, the clients, their orders and invoices; support
    // the clients only (Customer; no Sale, no Environment) and the clients' tickets (Support).
    expect(menuOf('sales_rep')).toEqual([
      'ecommerce',
      'crm',
      'userDashboard',
      'products',
      'sales',
      'customers',
      'orders',
      'invoices',
      'hr',
      'account',
    ]);
    expect(menuOf('support')).toEqual([
      'ecommerce',
      'crm',
      'userDashboard',
      'products',
      'customers',
      'support',
      'hr',
      'account',
    ]);
    expect(menuOf('hr')).toEqual([
      'ecommerce',
      'crm',
      'analytics',
      'userDashboard',
      'users',
      'organization',
      'teams',
      'hr',
      'workflows',
      'organizationProfile',
      'account',
    ]);
    // Every staff member reads the reviews they are part of: the HR entry is everyone's but a client's.
    // Every role reads its own account; only the directory's readers get the Users entry.
    expect(menuOf('user')).toEqual(['ecommerce', 'crm', 'userDashboard', 'products', 'hr', 'account']);
    expect(menuOf('client')).toEqual(['crm', 'account', 'accessControl']);
    // A client administrator keeps its own organisation's profile, outside the administration.
    expect(menuOf('CLIENT_ADMIN')).toContain('organizationProfile');
    expect(menuOf('CLIENT_ADMIN')).not.toContain('organizations');
    expect(menuOf('CLIENT_ADMIN')).not.toContain('adminDashboard');
  });
});
