import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessUser } from '../../../domain/access/access-user';
import { selectUser } from '../../../machines/session';
import { useSession } from '../../lib/session/SessionProvider';

export { fullName } from '../../lib/userName';

/** The signed-in user as the access rules see them (the actor of `canAssignRole` and friends). */
export function useActor(): AccessUser | null {
  const user = useSession(selectUser);
  return useMemo(
    () =>
      user && {
        id: user.id,
        role: user.role,
        id_organization: user.id_organization,
        team: user.team,
        brand: user.brand,
        is_staff: user.is_staff,
        is_superuser: user.is_superuser,
      },
    [user],
  );
}

/** Instants (last login, date joined) and calendar days (birthday) in the reader's language. */
export function useUserDates() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    // A birthday is the same day everywhere: read and shown as UTC.
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
    const safe = (format: Intl.DateTimeFormat) => (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
    return { dateTime: safe(dateTime), day: safe(day) };
  }, [i18n.language]);
}
