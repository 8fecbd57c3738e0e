import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Ticket times (its last activity, a reply's) as the reader's language writes a date and time. */
export function useTicketDates() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
}
