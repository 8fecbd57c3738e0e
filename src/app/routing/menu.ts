import type { AppAbility } from '../../../domain/access';

export type MenuItem = { path: string; label: string; action?: string; subject?: string };

// Spec §2 "Menu routes by right". Entries of areas not built yet join when their screens exist.
export const MENU: MenuItem[] = [
  { path: '/dashboards/ecommerce', label: 'nav.ecommerce', action: 'read', subject: 'Dashboard' },
  { path: '/dashboards/crm', label: 'nav.crm' },
  // Links to the section, which opens its first tab; the entry stays highlighted on every tab.
  { path: '/pages/account-settings', label: 'account.menu' },
  { path: '/access-control', label: 'accessControl.menu', action: 'read', subject: 'AclDemo' },
];

export function visibleMenu(ability: AppAbility | null): MenuItem[] {
  return MENU.filter((item) => !item.action || !item.subject || ability?.can(item.action, item.subject));
}
