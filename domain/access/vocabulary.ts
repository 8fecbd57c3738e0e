// The words the rules are written in. Kept as tuples so the server, the SPA and the
// tests share one spelling and TypeScript catches a typo in a role table row.
import { AREAS, type AreaSubject } from './areas';

export const ROLES = [
  'superuser',
  'super_admin',
  'admin',
  'brand_manager',
  'CLIENT_ADMIN',
  'team_manager',
  'manager',
  'sales',
  'sales_rep',
  'support',
  'customer_support',
  'hr',
  'human_resources',
  'user',
  'client',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

// 'manage' is CASL's wildcard action: a rule with it matches every action.
export const ACTIONS = [
  'manage',
  'create',
  'read',
  'update',
  'delete',
  'export',
  'approve',
  'process',
  'cancel',
] as const;
export type Action = (typeof ACTIONS)[number];

// 'all' is CASL's wildcard subject; every other is an area's (domain/access/areas.ts).
// Lower-case names are screens/areas, not records.
export type SubjectName = 'all' | AreaSubject;
export const SUBJECTS: readonly SubjectName[] = ['all', ...AREAS.flatMap((area) => area.subjects)];
