import { ACTIONS, type AppAbility } from '../../../domain/access';
import { AREAS, type AreaCode } from '../../../domain/access/areas';

/** The actions a reader is told about, in the order they are read ('manage' is all of them). */
export const PLAIN_ACTIONS = ACTIONS.filter((action) => action !== 'manage');
export type PlainAction = (typeof PLAIN_ACTIONS)[number];

/**
 * How far a right reaches, widest first: every organisation (no condition), the reader's own
 * organisation (the tenancy condition only), their brand's or team's rows, their own rows (or own
 * account), or rows picked by some other condition.
 */
export const REACHES = ['everywhere', 'organization', 'brand', 'team', 'own', 'someRecords'] as const;
export type Reach = (typeof REACHES)[number];

/** Some of the subject's actions, all with the same reach. */
export type Permission = {
  /** `all`: every action there is on the subject. */
  actions: PlainAction[] | 'all';
  reach: Reach;
  /** Only some of the record's fields (a user's own name and phone number, say). */
  someFields: boolean;
};
export type SubjectAccess = { subject: string; permissions: Permission[] };
export type AreaAccess = { area: AreaCode; subjects: SubjectAccess[] };

type Conditions = Record<string, unknown>;

function reachOf(subject: string, conditions: Conditions | undefined): Reach {
  if (!conditions) return 'everywhere';
  const keys = Object.keys(conditions).filter((key) => key !== 'id_organization');
  if (keys.length === 0) return 'organization';
  // `{ id }` picks the row that is the reader's own: their account, organisation or team.
  if (keys.length === 1 && keys[0] === 'id') {
    if (subject === 'Organization') return 'organization';
    if (subject === 'Team') return 'team';
    if (subject === 'User') return 'own';
  }
  if (keys.includes('created_by')) return 'own';
  if (keys.includes('team')) return 'team';
  if (keys.includes('brand')) return 'brand';
  return 'someRecords';
}

/**
 * What the reader may do with `action` on `subject`: the widest of the rules that allow it (an
 * exception a denying rule makes within it is not spelled out), or null when none does.
 */
function reachFor(ability: AppAbility, action: PlainAction, subject: string) {
  if (!ability.can(action, subject)) return null;
  let widest: { reach: Reach; someFields: boolean } | null = null;
  for (const rule of ability.rulesFor(action, subject)) {
    if (rule.inverted) continue;
    const reach = reachOf(subject, rule.conditions as Conditions | undefined);
    const someFields = !!rule.fields;
    if (
      !widest ||
      REACHES.indexOf(reach) < REACHES.indexOf(widest.reach) ||
      (reach === widest.reach && widest.someFields && !someFields)
    ) {
      widest = { reach, someFields };
    }
  }
  return widest;
}

/** The subject's allowed actions, those of one reach together, widest reach first. */
function permissionsOn(ability: AppAbility, subject: string): Permission[] {
  const groups: Permission[] = [];
  for (const action of PLAIN_ACTIONS) {
    const found = reachFor(ability, action, subject);
    if (!found) continue;
    const group = groups.find((g) => g.reach === found.reach && g.someFields === found.someFields);
    if (group) (group.actions as PlainAction[]).push(action);
    else groups.push({ actions: [action], ...found });
  }
  groups.sort((a, b) => REACHES.indexOf(a.reach) - REACHES.indexOf(b.reach));
  for (const group of groups) {
    if (group.actions.length === PLAIN_ACTIONS.length) group.actions = 'all';
  }
  return groups;
}

/**
 * What the signed-in reader may do, area by area as domain/access/areas.ts lists them (areas and
 * subjects in its order), each subject with its allowed actions grouped by how far they reach.
 * Areas and subjects with nothing allowed are left out.
 */
export function whatICanDo(ability: AppAbility | null): AreaAccess[] {
  if (!ability) return [];
  return AREAS.map((area) => ({
    area: area.code,
    subjects: area.subjects
      .map((subject) => ({ subject, permissions: permissionsOn(ability, subject) }))
      .filter((entry) => entry.permissions.length > 0),
  })).filter((area) => area.subjects.length > 0);
}

/** The keys and values that word a permission: its actions as a list, then how far it reaches. */
export function permissionWords(permission: Permission) {
  return {
    actions:
      permission.actions === 'all'
        ? ['accessControl.mine.anything']
        : permission.actions.map((action) => `accessControl.mine.verbs.${action}`),
    reach: `accessControl.mine.reach.${permission.reach}`,
    fields: permission.someFields ? 'accessControl.mine.someFields' : undefined,
  };
}

/**
 * A permission as one plain sentence in `language`: "View, add and change · in your organisation".
 * `t` gives the words; the list is joined as the language joins lists.
 */
export function permissionSentence(
  permission: Permission,
  t: (key: string) => string,
  language: string,
): { actions: string; reach: string } {
  const words = permissionWords(permission);
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    words.actions.map((key) => t(key)),
  );
  const reach = [t(words.reach), ...(words.fields ? [t(words.fields)] : [])].join(', ');
  return { actions: list.charAt(0).toLocaleUpperCase(language) + list.slice(1), reach };
}
