import type { UnitKind } from './kinds';

/**
 * The CASL subject of each unit kind (docs/decisions/0008): teams are `Team`, every other part
 * of the structure is a part of the organisation, `Organization`.
 */
export const UNIT_SUBJECT = {
  group: 'Organization',
  company: 'Organization',
  establishment: 'Organization',
  service: 'Organization',
  team: 'Team',
  workplace: 'Organization',
} as const satisfies Record<UnitKind, 'Organization' | 'Team'>;

/**
 * A part of the organisation (a company, a niveau, an address of the organisation) as the
 * `Organization` subject's conditions read it: their `id` names the organisation, so the row is
 * judged by its `id_organization`, never by its own id. The server's resource declarations and
 * the SPA's `can(…, subject('Organization', organizationPart(row)))` share it.
 */
export const organizationPart = (row: { id_organization?: unknown }) => ({
  id: row.id_organization,
  id_organization: row.id_organization,
});
