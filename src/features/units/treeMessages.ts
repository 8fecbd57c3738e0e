import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { generalMessages } from '../../../domain/common/messages';
import { childKindsOf, OPTIONAL_PARENT, UNIT_KINDS, UNIT_PARENT } from '../../../domain/units/kinds';
import { unitMessages } from '../../../domain/units/messages';
import { NIVEAU_LEVEL_MAX } from '../../../domain/units/parameters';
import { translateUnitMessage } from './unitMessages';

/** The organisation's parameters, as the API's messages name them. */
export const PARAMETER_KINDS = ['niveau', 'status', 'type'] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

/**
 * A move's refusals in the tree (the API says them in English) → their key: a parent of the wrong
 * kind, no parent for a kind that needs one, a unit under itself or one of its own units. Each
 * kind says only what can befall it.
 */
export const MOVE_REFUSALS: readonly (readonly [message: string, key: string])[] = UNIT_KINDS.flatMap(
  (kind) => {
    const parent = UNIT_PARENT[kind];
    const move = 'unitsTree.messages.move';
    return [
      parent
        ? ([unitMessages.wrongParent(kind, parent), `${move}.wrongParent.${kind}`] as const)
        : ([unitMessages.wrongParent(kind, null), `${move}.noParent.${kind}`] as const),
      ...(parent && !OPTIONAL_PARENT.has(kind)
        ? [[unitMessages.parentRequired(kind, parent), `${move}.parentRequired.${kind}`] as const]
        : []),
      ...(childKindsOf(kind).length
        ? [[unitMessages.moveUnderItself(kind), `${move}.underItself.${kind}`] as const]
        : []),
    ];
  },
);

/** The tree's and the parameters' messages said as they are → their key. */
const EXACT = new Map<string, string>([
  ...MOVE_REFUSALS,
  [unitMessages.niveauNotFound, 'unitsTree.messages.niveauNotFound'],
  [generalMessages.maxValue(NIVEAU_LEVEL_MAX), 'unitsTree.messages.levelMax'],
  ...PARAMETER_KINDS.map(
    (kind) => [unitMessages.codeTaken(kind), `unitsTree.messages.codeTaken.${kind}`] as const,
  ),
]);

/** Messages with a count (a delete refused while units use the parameter), found by writing them out again. */
const COUNTED = PARAMETER_KINDS.map(
  (kind) =>
    [(n: number) => unitMessages.parameterInUse(kind, n), `unitsTree.messages.inUse.${kind}`] as const,
);

/** The i18n key (and count) of a message of the parameters' forms or the API, or undefined. */
export function treeMessageKey(message: string): { key: string; count?: number } | undefined {
  const exact = EXACT.get(message);
  if (exact) return { key: exact };
  const digits = /\d+/.exec(message)?.[0];
  if (digits === undefined) return undefined;
  const count = Number(digits);
  const counted = COUNTED.find(([render]) => render(count) === message);
  return counted && { key: counted[1], count };
}

/**
 * A message of the tree's and the parameters' screens (their forms, the API's refusals: they speak
 * English) in the reader's language: the parameters' own, then the area's (a unit not found, a
 * new parent not found in the organisation, the shared field rules and validation texts);
 * anything else as written.
 */
export function translateTreeMessage(
  t: TFunction,
  language: string,
  message: string | null | undefined,
): string | undefined {
  if (!message) return undefined;
  const known = treeMessageKey(message);
  if (!known) return translateUnitMessage(t, language, message);
  const values =
    known.count === undefined
      ? {}
      : { count: known.count, n: new Intl.NumberFormat(language).format(known.count) };
  return t(known.key, { ...values, max: NIVEAU_LEVEL_MAX, defaultValue: message });
}

/** `translateTreeMessage` in the reader's language. */
export function useTreeMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | null | undefined) => translateTreeMessage(t, i18n.language, message),
    [t, i18n.language],
  );
}
