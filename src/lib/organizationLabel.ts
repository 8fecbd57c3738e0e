import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../machines/session';
import { useSession } from './session/SessionProvider';

/**
 * An organisation as people know it: by its name when it is the signed-in user's own (the one
 * name the session carries), else by its number ("Organisation 7"), never as a bare id.
 */
export function useOrganizationLabel(): (id: number) => string {
  const { t } = useTranslation();
  const me = useSession(selectUser);
  return useCallback(
    (id: number) =>
      id === me?.id_organization && me.organization_name
        ? me.organization_name
        : t('data.organizationNumber', { id }),
    [t, me],
  );
}
