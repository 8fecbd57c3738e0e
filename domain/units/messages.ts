import type { UnitKind } from './kinds';

/** A unit kind as the English messages name it (the spec writes "work place"). */
export const UNIT_KIND_NAMES = {
  group: 'group',
  company: 'company',
  establishment: 'establishment',
  service: 'service',
  team: 'team',
  workplace: 'work place',
} as const satisfies Record<UnitKind, string>;

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const PLURAL_NAMES: Record<UnitKind, string> = {
  group: 'groups',
  company: 'companies',
  establishment: 'establishments',
  service: 'services',
  team: 'teams',
  workplace: 'work places',
};

/**
 * Texts of the organisation area (business spec §2, §5, §8): the API's error details and the
 * forms' rules, in English. The SPA maps each to an i18n key.
 */
export const unitMessages = {
  /** §2/§8: "Not-found messages exist for … service, team, work place, company and establishment by id." */
  notFound: (kind: UnitKind) => `${capital(UNIT_KIND_NAMES[kind])} not found.`,
  niveauNotFound: 'Niveau not found.',
  personNotFound: 'Person not found.',
  employeeNotFound: 'Employee not found.',
  codeTaken: (kind: UnitKind | 'niveau' | 'status' | 'type') =>
    `This ${kind in UNIT_KIND_NAMES ? UNIT_KIND_NAMES[kind as UnitKind] : kind} code is already in use`,
  nationalIdTaken: 'A person with this national id already exists',
  /** 409 on a delete: the children that still hang from a unit. */
  hasChildren: (kind: UnitKind, n: number, childKind: UnitKind) =>
    `This ${UNIT_KIND_NAMES[kind]} still has ${plural(n, UNIT_KIND_NAMES[childKind], PLURAL_NAMES[childKind])}: move or delete them first.`,
  hasEmployees: (kind: UnitKind, n: number) =>
    `This ${UNIT_KIND_NAMES[kind]} still has ${plural(n, 'employee', 'employees')}: end or move their assignments first.`,
  hasMembers: (n: number) =>
    `This team still has ${plural(n, 'member', 'members')}: move them to another team first.`,
  parameterInUse: (what: 'niveau' | 'status' | 'type', n: number) =>
    `This ${what} is used by ${plural(n, 'unit', 'units')}: change them before deleting it.`,
  personEmployed: (n: number) =>
    `This person has ${plural(n, 'assignment', 'assignments')}: delete them before deleting the person.`,
  /** A unit with addresses (contacts) always has a main one: the flag moves, it is never just cleared. */
  mainKept: (what: 'address' | 'contact') =>
    `One ${what} is always the main one: make another ${what} the main one instead.`,
  mainTaken: (what: 'address' | 'contact') =>
    `Another ${what} was made the main one at the same time: try again.`,
  /** A move under a parent of the wrong kind (the hierarchy of §3). */
  wrongParent: (kind: UnitKind, parent: UnitKind | null) =>
    parent
      ? `${capital(article(UNIT_KIND_NAMES[kind]))} ${UNIT_KIND_NAMES[kind]} goes under ${article(UNIT_KIND_NAMES[parent])} ${UNIT_KIND_NAMES[parent]}.`
      : `${capital(article(UNIT_KIND_NAMES[kind]))} ${UNIT_KIND_NAMES[kind]} is at the top of the hierarchy: it has no parent.`,
  parentRequired: (kind: UnitKind, parent: UnitKind) =>
    `${capital(article(UNIT_KIND_NAMES[kind]))} ${UNIT_KIND_NAMES[kind]} always belongs to ${article(UNIT_KIND_NAMES[parent])} ${UNIT_KIND_NAMES[parent]}.`,
  moveUnderItself: (kind: UnitKind) =>
    `This ${UNIT_KIND_NAMES[kind]} cannot go under itself or under one of its own units.`,
  whoRequired: 'Choose a person or a user.',
  whoBoth: 'Choose a person or a user, not both.',
  placeRequired: 'Choose a team or a work place.',
  placeBoth: 'Choose a team or a work place, not both.',
} as const;
