import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { hrMessages } from '../../../domain/hr/messages';
import { REVIEW_EVENT_TYPES } from '../../../domain/hr/performanceReview';
import { REVIEW_STATUSES } from '../../../domain/hr/reviewStatus';
import { translateValidation } from '../../lib/validationText';

type Rule = keyof typeof hrMessages;
const FIXED = Object.entries(hrMessages).filter(([, m]) => typeof m === 'string') as [Rule, string][];
const EXACT = new Map(FIXED.map(([rule, message]) => [message, `hr.messages.${rule}`]));

/** The refusals naming an event and a status, each found by writing it out, not by a copy of its English. */
const NAMED = (['wrongStatus', 'wrongPerson'] as const).flatMap((rule) =>
  REVIEW_EVENT_TYPES.flatMap((event) =>
    REVIEW_STATUSES.map((status) => ({ text: hrMessages[rule](event, status), rule, event, status })),
  ),
);

/** A message of the HR API or forms in the reader's language; anything else as the validation texts say it. */
export function translateHrMessage(t: TFunction, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const key = EXACT.get(message);
  if (key) return t(key);
  const named = NAMED.find((n) => n.text === message);
  if (named) {
    return t(`hr.messages.${named.rule}`, {
      event: t(`hr.events.${named.event}`),
      status: t(`hr.statuses.${named.status}`),
    });
  }
  return translateValidation(t, message);
}

export function useHrMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | null | undefined) => translateHrMessage(t, message), [t]);
}
