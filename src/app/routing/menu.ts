import type { LucideIcon } from 'lucide-react';
import {
  Barcode,
  ChartPie,
  ListTodo,
  Boxes,
  Building,
  Building2,
  BriefcaseBusiness,
  Contact,
  FileText,
  ClipboardCheck,
  Gauge,
  LifeBuoy,
  LayoutDashboard,
  Network,
  Package,
  ReceiptText,
  Server,
  Settings2,
  Shield,
  ShieldCheck,
  ShoppingCart,
  UserCog,
  Users,
  UsersRound,
  Workflow,
} from 'lucide-react';
import { MENU_ENTRIES, type MenuEntry, type MenuEntryId } from '../../../domain/access/areas';
import { canListUsers } from '../../../domain/users/listAccess';
import type { AppAbility } from '../../../domain/access';

export type MenuItem = MenuEntry & {
  icon: LucideIcon;
  /** A finer check than action/subject, when the route's guard makes one too. */
  allowed?: (ability: AppAbility) => boolean;
};

const ICONS: Record<MenuEntryId, LucideIcon> = {
  ecommerce: ShoppingCart,
  crm: LayoutDashboard,
  analytics: ChartPie,
  userDashboard: ListTodo,
  adminDashboard: Gauge,
  users: Users,
  organizations: Building2,
  organizationProfile: Building,
  products: Package,
  sales: BriefcaseBusiness,
  customers: Contact,
  orders: ReceiptText,
  invoices: FileText,
  environments: Server,
  support: LifeBuoy,
  batches: Boxes,
  trackedProducts: Barcode,
  organization: Network,
  teams: UsersRound,
  applicationParameters: Settings2,
  hr: ClipboardCheck,
  workflows: Workflow,
  account: UserCog,
  accessControl: ShieldCheck,
  security: Shield,
};

// Every role may read its own account: the user directory's entry is for those who read others.
// The organisations' list is for those who read organisations beyond the administration panel.
const FINER_CHECKS: Partial<Record<MenuEntryId, MenuItem['allowed']>> = {
  users: canListUsers,
  organizations: (ability) => ability.can('read', 'Organization'),
};

/** The menu: the areas' entries (domain/access/areas.ts) with their icons. */
export const MENU: MenuItem[] = MENU_ENTRIES.map((entry) => ({
  ...entry,
  icon: ICONS[entry.id],
  allowed: FINER_CHECKS[entry.id],
}));

export function visibleMenu(ability: AppAbility | null): MenuItem[] {
  return MENU.filter(
    (item) =>
      (!item.action || !item.subject || ability?.can(item.action, item.subject)) &&
      (!item.allowed || (ability !== null && item.allowed(ability))),
  );
}
