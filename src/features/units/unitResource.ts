import { UNIT_KINDS, type UnitKind } from '../../../domain/units/kinds';
import { organizationPart, UNIT_SUBJECT } from '../../../domain/units/access';
import { ownReferenceFields, UNIT_SCHEMAS } from '../../../domain/units/unit';
import type { FilterOf, Resource } from '../../components/resource/resource';
import { UNIT_PATHS } from './paths';

// The six kinds of unit as the list screens see them (one resource each, the same shape): their
// API path, subject, texts (`units.<kind>`) and the filters their list keeps in the URL. Units
// other than teams are parts of the organisation: changing them is updating it (decision 0008);
// teams are `Team` (created, changed and deleted under that right, per row: brand, own team).

/** References a list does not filter by: they name people and brands, not the organisation's units and parameters. */
const NOT_FILTERED = new Set(['manager_id', 'brand']);

type UnitPath<K extends UnitKind> = (typeof UNIT_PATHS)[K];
/** A kind's own filters (the organisation's, which every list takes, aside). */
type UnitFilter<K extends UnitKind> = Exclude<FilterOf<UnitPath<K>>, 'organization'>;

/** One kind's resource: its list filters by its parent, its status and type, and a service's niveau. */
function unitResource<K extends UnitKind>(kind: K): Resource<UnitPath<K>, UnitFilter<K>> {
  const path: UnitPath<K> = UNIT_PATHS[kind];
  const [parent, ...others] = ownReferenceFields(kind);
  const filters = [...(parent ? [parent] : []), 'status_id', 'type_id', ...others].filter(
    (field) => !NOT_FILTERED.has(field),
  ) as UnitFilter<K>[];
  return {
    path,
    name: kind,
    subject: UNIT_SUBJECT[kind],
    ...(UNIT_SUBJECT[kind] === 'Team' ? {} : { writeAction: 'update', asSubject: organizationPart }),
    texts: `units.${kind}`,
    listQuery: UNIT_SCHEMAS[kind].listQuery as unknown as Resource<UnitPath<K>, UnitFilter<K>>['listQuery'],
    filters,
    defaultOrdering: 'name',
  };
}

export const UNIT_RESOURCES = Object.fromEntries(UNIT_KINDS.map((kind) => [kind, unitResource(kind)])) as {
  [K in UnitKind]: ReturnType<typeof unitResource<K>>;
};

export type UnitResource = (typeof UNIT_RESOURCES)[UnitKind];
