import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { description, id, queryId, resourceCode, resourceName } from '../common/fields';
import { UNIT_KINDS, type UnitKind } from './kinds';

// The six kinds of organisation unit (business spec §3): each has a code, a name, a
// description, an optional status and type of the organisation's lists, and its own
// references (its parent, and a service's manager and niveau, a team's brand).

type Part = 'item' | 'create' | 'update' | 'query';

/** A reference to a row that must be given. */
const requiredRef = { item: z.number().int(), create: id(), update: id(), query: queryId.optional() };
/** A reference that may be empty (null). */
const optionalRef = {
  item: z.number().int().nullable(),
  create: id().nullable().default(null),
  update: id().nullable(),
  query: queryId.optional(),
};

/** The references of a kind, split into the fields of its item, create, update and list query. */
function references<F extends Record<string, Record<Part, z.ZodType>>>(fields: F) {
  const part = <P extends Part>(p: P) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[p]])) as { [K in keyof F]: F[K][P] };
  return { item: part('item'), create: part('create'), update: part('update'), query: part('query') };
}

const common = references({ status_id: optionalRef, type_id: optionalRef });

function unitSchemas<F extends Record<string, Record<Part, z.ZodType>>>(name: string, fields: F) {
  const refs = references(fields);
  return {
    item: z
      .object({
        id: z.number().int(),
        id_organization: z.number().int(),
        code: z.string(),
        name: z.string(),
        description: z.string(),
        ...common.item,
        ...refs.item,
        created_at: z.string(),
        updated_at: z.string(),
      })
      .meta({ id: name }),
    create: z
      .strictObject({
        name: resourceName(),
        code: resourceCode(),
        description: description().default(''),
        ...common.create,
        ...refs.create,
      })
      .meta({ id: `${name}Create` }),
    update: z
      .strictObject({
        name: resourceName(),
        code: resourceCode(),
        description: description(),
        ...common.update,
        ...refs.update,
      })
      .partial()
      .meta({ id: `${name}Update` }),
    listQuery: ListQuerySchema.extend({ ...common.query, ...refs.query }),
  };
}

/**
 * Each kind's own references beyond its status and type: its parent (a company may stand alone,
 * a team or workplace be not placed yet), a service's manager (a user of the organisation) and
 * niveau, a team's brand (brand managers manage their brand's teams).
 */
const UNIT_REFERENCES = {
  group: {},
  company: { group_id: optionalRef },
  establishment: { company_id: requiredRef },
  service: { establishment_id: requiredRef, manager_id: optionalRef, niveau_id: optionalRef },
  team: { service_id: optionalRef, brand: optionalRef },
  workplace: { establishment_id: optionalRef },
} as const satisfies Record<UnitKind, Record<string, Record<Part, z.ZodType>>>;

/** A kind's name in the contract and the audit (`Company`: `Company`, `CompanyCreate`, `CompanyUpdate`). */
export const unitName = <K extends UnitKind>(kind: K) =>
  `${kind[0]!.toUpperCase()}${kind.slice(1)}` as Capitalize<K>;

/** The reference fields of a kind beyond its status and type (`['establishment_id', 'manager_id', …]`). */
export const ownReferenceFields = (kind: UnitKind): string[] => Object.keys(UNIT_REFERENCES[kind]);

type KindSchemas<K extends UnitKind> = ReturnType<typeof unitSchemas<(typeof UNIT_REFERENCES)[K]>>;

/** Every kind's schemas (item, create, update, listQuery), for the routes and the screens. */
export const UNIT_SCHEMAS = Object.fromEntries(
  UNIT_KINDS.map((kind) => [kind, unitSchemas(unitName(kind), UNIT_REFERENCES[kind])]),
) as { [K in UnitKind]: KindSchemas<K> };

/** A unit of a kind as the API answers it, and what its create and update take. */
export type Unit<K extends UnitKind> = z.infer<KindSchemas<K>['item']>;
export type UnitCreate<K extends UnitKind> = z.infer<KindSchemas<K>['create']>;
export type UnitUpdate<K extends UnitKind> = z.infer<KindSchemas<K>['update']>;
