import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard, ShieldCheck, ShoppingCart, UserCog } from 'lucide-react';
import type { AppAbility } from '../../../domain/access';

export type MenuItem = { path: string; label: string; icon: LucideIcon; action?: string; subject?: string };

// Spec §2 "Menu routes by right". Entries of areas not built yet join when their screens exist.
export const MENU: MenuItem[] = [
  {
    path: '/dashboards/ecommerce',
    label: 'nav.ecommerce',
    icon: ShoppingCart,
    action: 'read',
    subject: 'Dashboard',
  },
  { path: '/dashboards/crm', label: 'nav.crm', icon: LayoutDashboard },
  // Links to the section, which opens its first tab; the entry stays highlighted on every tab.
  { path: '/pages/account-settings', label: 'account.menu', icon: UserCog },
  {
    path: '/access-control',
    label: 'accessControl.menu',
    icon: ShieldCheck,
    action: 'read',
    subject: 'AclDemo',
  },
];

export function visibleMenu(ability: AppAbility | null): MenuItem[] {
  return MENU.filter((item) => !item.action || !item.subject || ability?.can(item.action, item.subject));
}
