import type { LucideIcon } from 'lucide-react';
import { Briefcase, Building2, Factory, MapPin, Network, Users } from 'lucide-react';
import type { UnitKind } from '../../../../domain/units/kinds';

/** Each kind's icon in the tree and its counts. */
export const UNIT_KIND_ICONS: Record<UnitKind, LucideIcon> = {
  group: Network,
  company: Building2,
  establishment: Factory,
  service: Briefcase,
  team: Users,
  workplace: MapPin,
};
