import { z } from 'zod';
import { id, optionalString, queryId, requiredString, website } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { ENVIRONMENT_KINDS, ENVIRONMENT_STATUSES } from './kinds';

/** A client's environment (subject Environment): one of its installations, named once per client. */
export const environmentMessages = {
  notFound: 'Environment not found.',
  nameTaken: 'This client already has an environment with this name.',
} as const;

const environmentFields = {
  client: id(),
  name: requiredString(100),
  kind: z.enum(ENVIRONMENT_KINDS),
  /** Where it runs: an http or https address, or nothing. */
  url: website(),
  status: z.enum(ENVIRONMENT_STATUSES),
  notes: optionalString(2000),
};

export const EnvironmentCreateSchema = z
  .strictObject({
    ...environmentFields,
    url: environmentFields.url.default(''),
    status: environmentFields.status.default('active'),
    notes: environmentFields.notes.default(''),
  })
  .meta({ id: 'EnvironmentCreate' });
export type EnvironmentCreate = z.infer<typeof EnvironmentCreateSchema>;

export const EnvironmentUpdateSchema = z
  .strictObject(environmentFields)
  .partial()
  .meta({ id: 'EnvironmentUpdate' });
export type EnvironmentUpdate = z.infer<typeof EnvironmentUpdateSchema>;

export const EnvironmentSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    client: z.number().int(),
    client_name: z.string(),
    name: z.string(),
    kind: z.enum(ENVIRONMENT_KINDS),
    url: z.string(),
    status: z.enum(ENVIRONMENT_STATUSES),
    notes: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Environment' });
export type Environment = z.infer<typeof EnvironmentSchema>;

export const EnvironmentListQuerySchema = ListQuerySchema.extend({
  client: queryId.optional(),
  kind: z.enum(ENVIRONMENT_KINDS).optional(),
  status: z.enum(ENVIRONMENT_STATUSES).optional(),
});
export type EnvironmentListQuery = z.infer<typeof EnvironmentListQuerySchema>;
