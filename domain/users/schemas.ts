import { z } from 'zod';
import { ROLES } from '../access';
import { email, id, isoDate, MAX_ID, optionalString, password } from '../common/fields';
import { messages } from '../common/messages';

export const RoleSchema = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}.` });

export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.string(),
    id_organization: z.number().int(),
    is_staff: z.boolean(),
    is_superuser: z.boolean(),
    team: z.number().int().nullable(),
    brand: z.number().int().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string(),
    birthday: z.string().nullable(),
    department: z.string(),
    is_active: z.boolean(),
    date_joined: z.string(),
    last_login: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/**
 * A user as the users' directory shows them: with the names of their team and brand, each null
 * when they have none or the caller may not read it (a reference they cannot open keeps its id).
 */
export const UserItemSchema = UserSchema.extend({
  team_name: z.string().nullable(),
  brand_name: z.string().nullable(),
}).meta({ id: 'UserItem' });
export type UserItem = z.infer<typeof UserItemSchema>;

const profileFields = {
  first_name: optionalString(150),
  last_name: optionalString(150),
  phone_number: optionalString(32),
  birthday: isoDate().nullable(),
  department: optionalString(100),
};

const adminFields = {
  email: email(),
  role: RoleSchema,
  team: id().nullable(),
  brand: id().nullable(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  id_organization: id(),
};

export const RESET_LINK_OR_PASSWORD = 'Give either a password or send_reset_link, not both.';

/**
 * A new account starts either with an initial password or with no password and an emailed
 * reset link (`send_reset_link: true`): exactly one of the two.
 */
export const UserCreateSchema = z
  .strictObject(profileFields)
  .partial()
  .extend({
    email: email(),
    password: password().optional(),
    send_reset_link: z.boolean().optional(),
    role: RoleSchema.default('user'),
    team: adminFields.team.optional(),
    brand: adminFields.brand.optional(),
    is_active: z.boolean().default(true),
    is_staff: z.boolean().default(false),
    id_organization: id().optional(),
  })
  .superRefine(
    (value, ctx) => {
      const withLink = value.send_reset_link === true;
      if (withLink && value.password !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['send_reset_link'], message: RESET_LINK_OR_PASSWORD });
      } else if (!withLink && value.password === undefined) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: messages.required });
      }
    },
    {
      // Also when other fields are wrong, so one answer names every problem; not when these two
      // fields are themselves malformed (their own message says it), nor when the body is no
      // object at all (`null` has no fields to read).
      when: ({ issues, value }) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'send_reset_link'),
    },
  )
  .meta({ id: 'UserCreate' });
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** Every field someone may be allowed to change; who may change which is decided by abilities. */
export const UserUpdateSchema = z
  .strictObject({ ...profileFields, ...adminFields })
  .partial()
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** Fields a person can never change on their own account, whatever their role. */
export const SELF_PROTECTED_FIELDS = [
  'email',
  'role',
  'is_staff',
  'is_superuser',
  'id_organization',
  'is_active',
  'team',
  'brand',
] as const;

export const UserListQueryFields = {
  role: z.string().max(50).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  team: z.coerce.number().int().positive().max(MAX_ID).optional(),
};
