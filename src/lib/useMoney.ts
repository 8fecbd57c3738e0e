import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './ApiProvider';
import { moneyFormat } from './money';

// The currency seldom changes: asked once per few minutes, and at once after the settings screen
// saves (it invalidates this same query).
const CURRENCY_STALE_TIME = 5 * 60_000;

/**
 * Formats money on any screen: the reader's language, the organisation's currency (its catalogue
 * settings, readable by whoever reads products, i.e. whoever sees a price).
 */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const settings = useApi().useQuery('get', '/api/catalogue/settings/', undefined, {
    staleTime: CURRENCY_STALE_TIME,
  });
  const currency = settings.data?.currency;
  return useMemo(() => moneyFormat(i18n.language, currency), [i18n.language, currency]);
}
