import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { UNIT_KINDS, UNIT_PARENT, type UnitKind } from '../../../domain/units/kinds';
import { fieldMessages } from '../../../domain/common/messages';
import { unitMessages } from '../../../domain/units/messages';
import { translateValidation } from '../../lib/validationText';

/** The kinds that are some other kind's children, and the kinds with employees (business spec §3). */
const CHILD_KINDS = UNIT_KINDS.filter((kind) => UNIT_PARENT[kind] !== null);
export const EMPLOYING_KINDS = ['team', 'workplace'] as const satisfies readonly UnitKind[];
/** An assignment's rules (an employee: one person or user, one team or work place). */
const ASSIGNMENT_RULES = ['whoRequired', 'whoBoth', 'placeRequired', 'placeBoth'] as const;

/**
 * Messages said as they are → their key: the API's 404 of a unit, a code taken, and the shared
 * field rules (names, codes, descriptions, references), whose texts the catalogue's forms
 * introduced under `catalogue.messages.<rule>` and every form's shared fields use.
 */
const EXACT = new Map<string, string>([
  ...Object.entries(fieldMessages).map(([rule, message]) => [message, `catalogue.messages.${rule}`] as const),
  ...UNIT_KINDS.map((kind) => [unitMessages.notFound(kind), `units.${kind}.notFound`] as const),
  ...UNIT_KINDS.map((kind) => [unitMessages.codeTaken(kind), `units.messages.codeTaken.${kind}`] as const),
  ...ASSIGNMENT_RULES.map((rule) => [unitMessages[rule], `units.messages.assignment.${rule}`] as const),
]);

/**
 * Messages with a count (the 409s of a delete: "This company still has 2 establishments: …") and
 * the key of their text. Each is found by writing it out with the count it read and comparing,
 * not by a copy of its English.
 */
type Counted = { render: (n: number) => string; key: string };
const COUNTED: Counted[] = [
  ...CHILD_KINDS.map((child) => ({
    render: (n: number) => unitMessages.hasChildren(UNIT_PARENT[child]!, n, child),
    key: `units.messages.hasChildren.${child}`,
  })),
  ...EMPLOYING_KINDS.map((kind) => ({
    render: (n: number) => unitMessages.hasEmployees(kind, n),
    key: `units.messages.hasEmployees.${kind}`,
  })),
  { render: unitMessages.hasMembers, key: 'units.messages.hasMembers' },
];

export type UnitMessageKey = { key: string; count?: number };

/** The i18n key of a message of the organisation area (in English from the API), or undefined. */
export function unitMessageKey(message: string): UnitMessageKey | undefined {
  const exact = EXACT.get(message);
  if (exact) return { key: exact };
  const digits = /\d+/.exec(message)?.[0];
  if (digits === undefined) return undefined;
  const count = Number(digits);
  const counted = COUNTED.find(({ render }) => render(count) === message);
  return counted && { key: counted.key, count };
}

/**
 * A message of a form or the API in the reader's language: the organisation area's own and the
 * shared field rules, then the validation texts; anything else as written.
 */
export function translateUnitMessage(
  t: TFunction,
  language: string,
  message: string | null | undefined,
): string | undefined {
  if (!message) return undefined;
  const known = unitMessageKey(message);
  if (!known) return translateValidation(t, message);
  const values =
    known.count === undefined
      ? {}
      : { count: known.count, n: new Intl.NumberFormat(language).format(known.count) };
  return t(known.key, { ...values, defaultValue: message });
}

/** `translateUnitMessage` in the reader's language. */
export function useUnitMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | null | undefined) => translateUnitMessage(t, i18n.language, message),
    [t, i18n.language],
  );
}
