import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyFormat } from './money';
import { useApplicationParameters } from './useApplicationParameters';

/**
 * Formats money on any screen: the reader's language, the organisation's currency (its sales
 * parameters).
 */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const currency = useApplicationParameters().data?.sales.currency;
  return useMemo(() => moneyFormat(i18n.language, currency), [i18n.language, currency]);
}
