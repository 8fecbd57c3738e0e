import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard, Package, Shield, ShieldCheck, ShoppingCart, UserCog, Users } from 'lucide-react';
import { canListUsers } from '../../../domain/users/listAccess';
import type { AppAbility } from '../../../domain/access';

export type MenuItem = {
  path: string;
  label: string;
  icon: LucideIcon;
  action?: string;
  subject?: string;
  /** Paths of the entry's area beyond its own: the entry stays highlighted on them. */
  area?: string;
  /** A finer check than action/subject, when the route's guard makes one too. */
  allowed?: (ability: AppAbility) => boolean;
};

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
  // Everyone reads their own account; the entry is for those who read other users too. It links
  // to the section (which opens the list), so it stays highlighted on a user's page as well.
  {
    path: '/apps/user',
    label: 'users.menu',
    icon: Users,
    action: 'read',
    subject: 'User',
    allowed: canListUsers,
  },
  // The product catalogue (spec §6: products need Product read); opens the product list.
  {
    path: '/apps/products',
    area: '/apps/product-management',
    label: 'products.menu',
    icon: Package,
    action: 'read',
    subject: 'Product',
  },
  // Links to the section, which opens its first tab; the entry stays highlighted on every tab.
  { path: '/pages/account-settings', label: 'account.menu', icon: UserCog },
  {
    path: '/access-control',
    label: 'accessControl.menu',
    icon: ShieldCheck,
    action: 'read',
    subject: 'AclDemo',
  },
  // The security area (spec §2): /security opens its dashboard; highlighted on every security screen.
  { path: '/security', label: 'security.menu', icon: Shield, action: 'read', subject: 'security' },
];

export function visibleMenu(ability: AppAbility | null): MenuItem[] {
  return MENU.filter(
    (item) =>
      (!item.action || !item.subject || ability?.can(item.action, item.subject)) &&
      (!item.allowed || (ability !== null && item.allowed(ability))),
  );
}
