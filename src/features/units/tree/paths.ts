import type { UnitKind } from '../../../../domain/units/kinds';

// The tree's routes, and the unit pages it links to (platform spec §2: /apps/organization/
// {kind}/list|view/{id}, built on the org-screens branch).

/** The organisation area's landing page: the whole hierarchy. */
export const ORGANIZATION_TREE_PATH = '/apps/organization';
/** The teams' menu entry: the same tree, down to the teams, without workplaces. */
export const TEAMS_TREE_PATH = '/apps/teams';

export const unitListPath = (kind: UnitKind) => `${ORGANIZATION_TREE_PATH}/${kind}/list`;
export const unitViewPath = (kind: UnitKind, id: number) => `${ORGANIZATION_TREE_PATH}/${kind}/view/${id}`;
