import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Checkbox, chakra, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { canManageUser } from '../../../domain/users/roleAssignment';
import type { User } from '../../../domain/users/schemas';
import { useAllPages } from '../../api/allPages';
import { useApi, useApiClient } from '../../lib/ApiProvider';
import { securityRoleName, useRoleLabel } from '../../lib/roleLabel';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { SectionHeader } from '../../components/SectionHeader';
import { submitFailure } from '../../api/submitFailure';
import { USER_SECURITY_ROLES_KEY } from './queryKeys';
import { useActor } from './userFormat';
import { Loading } from '../../components/feedback/Loading';

type RoleRef = {
  id: number;
  code: string;
  name: string;
  level: string;
  is_system_role: boolean;
  is_active: boolean;
};

/**
 * The security roles a user holds (GET/PUT /api/users/{id}/security-roles/): the system role
 * that comes with their role, and the custom roles assigned to them. Shown with read on
 * security; changed with manage on security, on a person the caller may edit. The server
 * rebuilds the person's abilities on their next request.
 */
export function SecurityRolesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const actor = useActor();
  const canRead = !!ability?.can('read', 'security');
  const canEdit =
    !!ability?.can('manage', 'security') && !!actor && (actor.id === user.id || canManageUser(actor, user));
  if (!canRead) return null;
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '6' }} data-testid="security-roles">
      <Box mb="5">
        <SectionHeader title={t('users.securityRoles.title')} subtitle={t('users.securityRoles.subtitle')} />
      </Box>
      <Holdings user={user} canEdit={canEdit} />
    </Box>
  );
}

function Holdings({ user, canEdit }: { user: User; canEdit: boolean }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const api = useApi();
  const held = api.useQuery('get', '/api/users/{id}/security-roles/', { params: { path: { id: user.id } } });
  // Custom (non-system) roles of the person's organisation, which are the ones one may assign.
  const client = useApiClient();
  const catalogue = useAllPages(
    ['get', '/api/security/roles/', { id_organization: user.id_organization, active_only: 'true' }],
    (page, page_size) =>
      client.GET('/api/security/roles/', {
        params: {
          query: {
            id_organization: user.id_organization,
            active_only: 'true',
            page,
            page_size,
            ordering: 'name',
          },
        },
      }),
    { enabled: canEdit },
  );

  const failed = held.isError || (canEdit && catalogue.isError);
  if (failed) {
    return (
      <LoadFailed
        message={t('users.securityRoles.loadFailed')}
        onRetry={() => {
          void held.refetch();
          if (canEdit) void catalogue.refetch();
        }}
      />
    );
  }
  if (!held.data || (canEdit && !catalogue.data)) {
    return <Loading size="sm" />;
  }

  const system = held.data.system_role;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {t('users.securityRoles.fromRole')}
        </Text>
        {system ? (
          <HStack>
            <Badge variant="outline" colorPalette="gray">
              {/* A built-in role: the app's own label of it, in the reader's language. */}
              {roleLabel(system.code)}
            </Badge>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('users.view.none')}
          </Text>
        )}
      </Stack>
      {canEdit ? (
        <RolePicker
          userId={user.id}
          assigned={held.data.roles}
          available={(catalogue.data ?? []).filter((r) => !r.is_system_role)}
        />
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {t('users.securityRoles.assigned')}
          </Text>
          {held.data.roles.length ? (
            <Wrap gap="2">
              {held.data.roles.map((role) => (
                <Badge key={role.id} variant="subtle" colorPalette="primary">
                  {securityRoleName(t, role)}
                </Badge>
              ))}
            </Wrap>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('users.securityRoles.none')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function RolePicker({
  userId,
  assigned,
  available,
}: {
  userId: number;
  assigned: RoleRef[];
  available: RoleRef[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useApi().useMutation('put', '/api/users/{id}/security-roles/');
  const initial = useMemo(() => assigned.map((r) => r.id).sort((a, b) => a - b), [assigned]);
  const [chosen, setChosen] = useState<number[]>(initial);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  // An assigned role that is inactive now is still listed, so it can be taken away.
  const options = useMemo(() => {
    const byId = new Map(available.map((r) => [r.id, r]));
    for (const role of assigned) if (!byId.has(role.id)) byId.set(role.id, role);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [available, assigned]);
  const dirty = chosen.length !== initial.length || chosen.some((id) => !initial.includes(id));

  const toggle = (id: number, on: boolean) => {
    setNotice(null);
    setChosen((current) => (on ? [...current, id].sort((a, b) => a - b) : current.filter((x) => x !== id)));
  };
  const submit = () => {
    setNotice(null);
    save.mutate(
      { params: { path: { id: userId } }, body: { roles: chosen } },
      {
        onSuccess: async (result) => {
          await queryClient.invalidateQueries({ queryKey: USER_SECURITY_ROLES_KEY });
          setChosen(result.roles.map((r) => r.id).sort((a, b) => a - b));
          setNotice({ status: 'success', text: t('users.securityRoles.saved') });
        },
        onError: (error) =>
          setNotice({
            status: 'error',
            text: submitFailure(error, []).general ?? t('users.securityRoles.saveFailed'),
          }),
      },
    );
  };

  if (!options.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('users.securityRoles.noneAvailable')}
      </Text>
    );
  }
  return (
    <Stack gap="4">
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {t('users.securityRoles.assigned')}
        </chakra.legend>
        <Stack gap="2">
          {options.map((role) => (
            <Checkbox.Root
              key={role.id}
              checked={chosen.includes(role.id)}
              onCheckedChange={(e) => toggle(role.id, !!e.checked)}
              colorPalette="primary"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {securityRoleName(t, role)}
                <Text as="span" color="fg.muted" fontWeight="normal" ms="2" fontSize="xs">
                  {t(`users.securityRoles.level.${role.level}`, { defaultValue: role.level })}
                  {!role.is_active && ` · ${t('users.securityRoles.inactive')}`}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </chakra.fieldset>
      {notice && (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3" justify="flex-end">
        <Button
          variant="outline"
          size="sm"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setChosen(initial);
            setNotice(null);
          }}
        >
          {t('users.securityRoles.reset')}
        </Button>
        <Button colorPalette="primary" size="sm" disabled={!dirty} loading={save.isPending} onClick={submit}>
          {t('users.securityRoles.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
