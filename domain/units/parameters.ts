import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { description, resourceCode, resourceName } from '../common/fields';
import { fieldMessages, messages } from '../common/messages';

// The organisation's parameters (business spec §2, §3, §5): niveaux (grades of services, with a
// level), and the statuses and types its units take.

export const NIVEAU_LEVEL_MAX = 1000;

const row = {
  id: z.number().int(),
  id_organization: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

const writable = { name: resourceName(), code: resourceCode(), description: description() };

/** §5: "Niveau requires code, name, level." A level is a whole number from 0 (the top) down the grades. */
const level = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : messages.integer,
    })
    .int(messages.integer)
    .min(0, fieldMessages.notNegative)
    .max(NIVEAU_LEVEL_MAX);

export const NiveauSchema = z.object({ ...row, level: z.number().int() }).meta({ id: 'Niveau' });
export type Niveau = z.infer<typeof NiveauSchema>;
export const NiveauCreateSchema = z
  .strictObject({ ...writable, description: writable.description.default(''), level: level() })
  .meta({ id: 'NiveauCreate' });
export type NiveauCreate = z.infer<typeof NiveauCreateSchema>;
export const NiveauUpdateSchema = z
  .strictObject({ ...writable, level: level() })
  .partial()
  .meta({ id: 'NiveauUpdate' });
export type NiveauUpdate = z.infer<typeof NiveauUpdateSchema>;
export const NiveauListQuerySchema = ListQuerySchema;

/** A status or a type of units: a code and a name (and a description, optional). */
function parameterSchemas(name: string) {
  return {
    item: z.object(row).meta({ id: name }),
    create: z
      .strictObject({ ...writable, description: writable.description.default('') })
      .meta({ id: `${name}Create` }),
    update: z
      .strictObject(writable)
      .partial()
      .meta({ id: `${name}Update` }),
  };
}

const status = parameterSchemas('UnitStatus');
export const UnitStatusSchema = status.item;
export const UnitStatusCreateSchema = status.create;
export const UnitStatusUpdateSchema = status.update;
export const UnitStatusListQuerySchema = ListQuerySchema;
export type UnitStatus = z.infer<typeof UnitStatusSchema>;
export type UnitStatusCreate = z.infer<typeof UnitStatusCreateSchema>;
export type UnitStatusUpdate = z.infer<typeof UnitStatusUpdateSchema>;

const type = parameterSchemas('UnitType');
export const UnitTypeSchema = type.item;
export const UnitTypeCreateSchema = type.create;
export const UnitTypeUpdateSchema = type.update;
export const UnitTypeListQuerySchema = ListQuerySchema;
export type UnitType = z.infer<typeof UnitTypeSchema>;
export type UnitTypeCreate = z.infer<typeof UnitTypeCreateSchema>;
export type UnitTypeUpdate = z.infer<typeof UnitTypeUpdateSchema>;
