import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { description, id, queryId, resourceCode, resourceName } from '../common/fields';

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

const group = unitSchemas('Group', {});
export const GroupSchema = group.item;
export const GroupCreateSchema = group.create;
export const GroupUpdateSchema = group.update;
export const GroupListQuerySchema = group.listQuery;
export type Group = z.infer<typeof GroupSchema>;
export type GroupCreate = z.infer<typeof GroupCreateSchema>;
export type GroupUpdate = z.infer<typeof GroupUpdateSchema>;

/** A company may stand alone (no group). */
const company = unitSchemas('Company', { group_id: optionalRef });
export const CompanySchema = company.item;
export const CompanyCreateSchema = company.create;
export const CompanyUpdateSchema = company.update;
export const CompanyListQuerySchema = company.listQuery;
export type Company = z.infer<typeof CompanySchema>;
export type CompanyCreate = z.infer<typeof CompanyCreateSchema>;
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

const establishment = unitSchemas('Establishment', { company_id: requiredRef });
export const EstablishmentSchema = establishment.item;
export const EstablishmentCreateSchema = establishment.create;
export const EstablishmentUpdateSchema = establishment.update;
export const EstablishmentListQuerySchema = establishment.listQuery;
export type Establishment = z.infer<typeof EstablishmentSchema>;
export type EstablishmentCreate = z.infer<typeof EstablishmentCreateSchema>;
export type EstablishmentUpdate = z.infer<typeof EstablishmentUpdateSchema>;

/** A service: its establishment, and a manager (a user of the organisation) and niveau, both optional. */
const service = unitSchemas('Service', {
  establishment_id: requiredRef,
  manager_id: optionalRef,
  niveau_id: optionalRef,
});
export const ServiceSchema = service.item;
export const ServiceCreateSchema = service.create;
export const ServiceUpdateSchema = service.update;
export const ServiceListQuerySchema = service.listQuery;
export type Service = z.infer<typeof ServiceSchema>;
export type ServiceCreate = z.infer<typeof ServiceCreateSchema>;
export type ServiceUpdate = z.infer<typeof ServiceUpdateSchema>;

/** A team: its service (empty until placed) and its brand (brand managers manage their brand's teams). */
const team = unitSchemas('Team', { service_id: optionalRef, brand: optionalRef });
export const TeamSchema = team.item;
export const TeamCreateSchema = team.create;
export const TeamUpdateSchema = team.update;
export const TeamListQuerySchema = team.listQuery;
export type Team = z.infer<typeof TeamSchema>;
export type TeamCreate = z.infer<typeof TeamCreateSchema>;
export type TeamUpdate = z.infer<typeof TeamUpdateSchema>;

const workplace = unitSchemas('Workplace', { establishment_id: optionalRef });
export const WorkplaceSchema = workplace.item;
export const WorkplaceCreateSchema = workplace.create;
export const WorkplaceUpdateSchema = workplace.update;
export const WorkplaceListQuerySchema = workplace.listQuery;
export type Workplace = z.infer<typeof WorkplaceSchema>;
export type WorkplaceCreate = z.infer<typeof WorkplaceCreateSchema>;
export type WorkplaceUpdate = z.infer<typeof WorkplaceUpdateSchema>;

/** Every kind's schemas, for code that works on any unit (the tree, the generic screens). */
export const UNIT_SCHEMAS = { group, company, establishment, service, team, workplace } as const;
