import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../machines/session';
import { useOrganizations } from './organizations';
import { useSession } from './session/SessionProvider';

/**
 * An organisation as people know it: by its name when it is the signed-in user's own (the one
 * name the session carries) or one they may read (`useOrganizations`), else by its number
 * ("Organisation 7"), never as a bare id.
 */
export function useOrganizationLabel(): (id: number) => string {
  const { t } = useTranslation();
  const me = useSession(selectUser);
  const { nameOf } = useOrganizations();
  return useCallback(
    (id: number) =>
      (id === me?.id_organization && me.organization_name) ||
      nameOf(id) ||
      t('data.organizationNumber', { id }),
    [t, me, nameOf],
  );
}
