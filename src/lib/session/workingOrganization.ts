import { useCallback } from 'react';
import type { AbilityRule } from '../../../domain/access/ability-rule';
import { selectUser } from '../../../machines/session';
import { toApiError } from '../../api/errors';
import { useApiClient } from '../ApiProvider';
import { useAppAbility, useSession, useSessionActor } from './SessionProvider';

/**
 * The organisation the signed-in user works in, for those who manage organisations (nobody
 * else may choose). The choice is the server's (PUT /auth/working-organization/): lists there
 * show its rows and creates land in it, whatever screen or client asks. Its answer goes through
 * the session's organisation change, which stores the new user and rules and tells the caches
 * (server data, permissions) to drop the old organisation's.
 */
export function useWorkingOrganization() {
  const client = useApiClient();
  const actor = useSessionActor();
  const user = useSession(selectUser);
  const allowed = useAppAbility()?.can('manage', 'Organization') ?? false;
  const choose = useCallback(
    async (organization: number | null) => {
      const { data, error, response } = await client.PUT('/api/auth/working-organization/', {
        body: { organization },
      });
      if (!data) throw toApiError(response, error);
      actor.send({
        type: 'ORGANIZATION_CHANGED',
        rules: data.userAbilityRules as AbilityRule[],
        user: data.user,
      });
    },
    [client, actor],
  );
  // A session stored before the choice existed has no such field: none chosen.
  return { allowed, current: user?.working_organization ?? null, choose };
}
