import type { UnitKind } from '../../../domain/units/kinds';

import { ORGANIZATION_PATH, unitViewPath as recordViewPath } from '../../lib/recordPaths';

/** Where the organisation screens live (platform spec §2: `/apps/organization/{kind}/add|list|view/{id}`). */
export { ORGANIZATION_PATH } from '../../lib/recordPaths';

export const unitListPath = (kind: UnitKind) => `${ORGANIZATION_PATH}/${kind}/list`;
/** The add form, with its parent chosen already when it is opened from the parent's tab. */
export const unitAddPath = (kind: UnitKind, parent?: number) =>
  `${ORGANIZATION_PATH}/${kind}/add${parent === undefined ? '' : `?parent=${parent}`}`;
export const unitViewPath = (kind: UnitKind, id: number, tab?: string) => recordViewPath(kind, id, tab);

/** Each kind's list in the API (the contract types each resource by its literal path). */
export const UNIT_PATHS = {
  group: '/api/groups/',
  company: '/api/companies/',
  establishment: '/api/establishments/',
  service: '/api/services/',
  team: '/api/teams/',
  workplace: '/api/workplaces/',
} as const satisfies Record<UnitKind, string>;
