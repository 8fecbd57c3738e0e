import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { fieldMessages } from '../common/messages';
import {
  id,
  isoDate,
  optionalDate,
  optionalString,
  queryBoolean,
  queryId,
  requiredString,
} from '../common/fields';
import { GENDERS } from './kinds';
import { unitMessages as m } from './messages';

// Persons and employees (business spec §3): a person is someone the organisation records; an
// employee is a person, or a user of the organisation, assigned to a team or a work place.

/** A national id as typed, trimmed; empty means none (stored as null, so two "none" never clash). */
const nationalId = () =>
  optionalString(50)
    .nullable()
    .transform((v) => (v === '' ? null : v));

export const PersonSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    full_name: z.string(),
    gender: z.enum(GENDERS).nullable(),
    birth_date: z.string().nullable(),
    national_id: z.string().nullable(),
    passport_number: z.string(),
    created_date: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof PersonSchema>;

const personFields = {
  full_name: requiredString(150),
  gender: z.enum(GENDERS).nullable(),
  birth_date: optionalDate(),
  national_id: nationalId(),
  passport_number: optionalString(50),
  created_date: isoDate(),
};

export const PersonCreateSchema = z
  .strictObject({
    ...personFields,
    gender: personFields.gender.default(null),
    birth_date: personFields.birth_date.default(null),
    national_id: personFields.national_id.default(null),
    passport_number: personFields.passport_number.default(''),
    // Left out: the day of the create (the database's date).
    created_date: personFields.created_date.optional(),
  })
  .meta({ id: 'PersonCreate' });
export type PersonCreate = z.infer<typeof PersonCreateSchema>;
export const PersonUpdateSchema = z.strictObject(personFields).partial().meta({ id: 'PersonUpdate' });
export type PersonUpdate = z.infer<typeof PersonUpdateSchema>;
export const PersonListQuerySchema = ListQuerySchema.extend({ gender: z.enum(GENDERS).optional() });

export const EmployeeSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    person_id: z.number().int().nullable(),
    user_id: z.number().int().nullable(),
    team_id: z.number().int().nullable(),
    workplace_id: z.number().int().nullable(),
    position: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    /** Who: the person's full name, or the user's name (their email when they have none). */
    name: z.string(),
    /** Where: the team's or the workplace's name. */
    place_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof EmployeeSchema>;

type Assignment = {
  person_id?: number | null;
  user_id?: number | null;
  team_id?: number | null;
  workplace_id?: number | null;
  start_date?: string | null;
  end_date?: string | null;
};

/**
 * What is wrong with an assignment, field by field: exactly one person or user, exactly one team
 * or workplace (the database's checks), the end after the start. A create names the whole row
 * (missing = none); an update may name one side only (`partial`), so it is refused here only when
 * it sets both, and the server judges the row as it would be with this same function.
 */
export function assignmentIssues(value: Assignment, partial = false): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const exactlyOne = (
    first: 'person_id' | 'team_id',
    second: 'user_id' | 'workplace_id',
    required: string,
    both: string,
  ) => {
    const a = value[first];
    const b = value[second];
    if (a != null && b != null) issues.push({ field: second, message: both });
    else if (!partial && a == null && b == null) issues.push({ field: first, message: required });
  };
  exactlyOne('person_id', 'user_id', m.whoRequired, m.whoBoth);
  exactlyOne('team_id', 'workplace_id', m.placeRequired, m.placeBoth);
  if (value.start_date && value.end_date && value.end_date <= value.start_date) {
    issues.push({ field: 'end_date', message: fieldMessages.endBeforeStart });
  }
  return issues;
}

const employeeFields = {
  person_id: id().nullable(),
  user_id: id().nullable(),
  team_id: id().nullable(),
  workplace_id: id().nullable(),
  position: optionalString(100),
  start_date: isoDate(),
  end_date: optionalDate(),
};

const employeeRules = (partial: boolean) => (value: Assignment, ctx: z.RefinementCtx) => {
  for (const { field, message } of assignmentIssues(value, partial)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
};

export const EmployeeCreateSchema = z
  .strictObject({
    ...employeeFields,
    person_id: employeeFields.person_id.default(null),
    user_id: employeeFields.user_id.default(null),
    team_id: employeeFields.team_id.default(null),
    workplace_id: employeeFields.workplace_id.default(null),
    position: employeeFields.position.default(''),
    end_date: employeeFields.end_date.default(null),
  })
  .superRefine(employeeRules(false))
  .meta({ id: 'EmployeeCreate' });
export type EmployeeCreate = z.infer<typeof EmployeeCreateSchema>;
export const EmployeeUpdateSchema = z
  .strictObject(employeeFields)
  .partial()
  .superRefine(employeeRules(true))
  .meta({ id: 'EmployeeUpdate' });
export type EmployeeUpdate = z.infer<typeof EmployeeUpdateSchema>;

/** `?team=` / `?workplace=`: a unit's "employees" tab; `?person=` / `?user=`: someone's assignments. */
export const EmployeeListQuerySchema = ListQuerySchema.extend({
  person: queryId.optional(),
  user: queryId.optional(),
  team: queryId.optional(),
  workplace: queryId.optional(),
  /** `true`: assignments without an end date, or ending today or later. */
  current: queryBoolean.optional(),
});
