import { ORGANIZATION_PATH } from '../paths';

// The tree's routes (platform spec §2 menu: /apps/organization and /apps/teams).

/** The organisation area's landing page: the whole hierarchy. */
export const ORGANIZATION_TREE_PATH = ORGANIZATION_PATH;
/** The teams' menu entry: the same tree, down to the teams, without workplaces. */
export const TEAMS_TREE_PATH = '/apps/teams';
