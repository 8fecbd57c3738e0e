import { subject } from '@casl/ability';
import type { AccessUser } from './access-user';
import type { AppAbility } from './app-ability';

// Shared by the *.test.ts files of this folder. The user under test sits in organisation 1,
// team 5, brand 7; "other" rows use organisation 2, team 6, brand 8, user 11.
export const ME = 10;
export const ORG = 1;
export const OTHER_ORG = 2;
export const TEAM = 5;
export const BRAND = 7;

export function userWith(role: string, overrides: Partial<AccessUser> = {}): AccessUser {
  return {
    id: ME,
    role,
    id_organization: ORG,
    team: TEAM,
    brand: BRAND,
    is_staff: false,
    is_superuser: false,
    ...overrides,
  };
}

/** [action, subject type, row (omitted = check on the type), field] */
export type Check = [action: string, type: string, row?: Record<string, unknown>, field?: string];

export function allows(ability: AppAbility, [action, type, row, field]: Check): boolean {
  return ability.can(action, row ? subject(type, { ...row }) : type, field);
}

export function describeCheck([action, type, row, field]: Check): string {
  return `${action} ${type}${row ? ' ' + JSON.stringify(row) : ''}${field ? ` field ${field}` : ''}`;
}
