import { useCallback, useId, useMemo, useState } from 'react';
import { Alert, Badge, Box, chakra, CloseButton, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { securityRoleName } from '../../lib/roleLabel';
import type { PermissionUpdate, RolePermission, SecurityOperation } from '../../../domain/security';
import { useApi } from '../../lib/ApiProvider';
import { useVocabulary } from '../../lib/vocabularyText';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import type { Conditions } from './conditions';
import { ConditionsDialog } from './ConditionsDialog';
import {
  applyUpdates,
  buildMatrix,
  builtInsOf,
  cellKey,
  conditionsUpdate,
  dangerousGrants,
  grantsOf,
  type Cell,
} from './matrixModel';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { RefreshButton, SecurityPage, useRefreshAction } from './SecurityPage';
import { MatrixGrid } from './MatrixGrid';
import { useMatrixData } from './useMatrixData';

type ChangeKind = 'grant' | 'revoke' | 'conditions';
const FAILURE: Record<ChangeKind, string> = {
  grant: 'security.errors.assignPermission',
  revoke: 'security.errors.revokePermission',
  conditions: 'security.errors.updateConditions',
};

/**
 * /security/permission-matrix (manage on security): one role's permissions as a grid of
 * (application › module) rows and operation columns. A change shows at once and is sent through
 * bulk-permissions; if the server refuses, the grid goes back and says so.
 */
export function PermissionMatrixPage() {
  const { t, i18n } = useTranslation();
  const words = useVocabulary();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const bulk = useApi().useMutation('post', '/api/security/bulk-permissions/');

  const data = useMatrixData(Number(params.get('role')));
  const refresh = useRefreshAction(data.queries);
  const roles = data.roles.data ?? [];
  const role = data.role;

  const model = useMemo(
    () =>
      data.applications.data && data.modules.data && data.operations.data
        ? buildMatrix(data.applications.data, data.modules.data, data.operations.data)
        : null,
    [data.applications.data, data.modules.data, data.operations.data],
  );
  const permissions = data.permissions.data;
  const grants = useMemo(() => grantsOf(permissions ?? []), [permissions]);
  const builtInData = data.builtIn.data;
  const builtIns = useMemo(() => builtInsOf(builtInData ?? []), [builtInData]);

  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{
    updates: PermissionUpdate[];
    operations: SecurityOperation[];
  } | null>(null);
  const [editing, setEditing] = useState<Cell | null>(null);

  const change = useCallback(
    async (updates: PermissionUpdate[], kind: ChangeKind) => {
      if (!updates.length || !model) return;
      const key = data.permissionsKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RolePermission[]>(key);
      if (previous) queryClient.setQueryData(key, applyUpdates(previous, updates, model));
      setFailure(null);
      try {
        await bulk.mutateAsync({ body: { updates } });
      } catch {
        queryClient.setQueryData(key, previous);
        setFailure(t(FAILURE[kind]));
      } finally {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: ['get', '/api/security/roles/'] });
      }
    },
    [bulk, data.permissionsKey, model, queryClient, t],
  );

  /** A grant of a dangerous operation asks first. */
  const request = useCallback(
    (updates: PermissionUpdate[]) => {
      if (!model || !updates.length) return;
      const kind: ChangeKind = updates[0]!.action === 'grant' ? 'grant' : 'revoke';
      const dangerous = dangerousGrants(updates, model.operations);
      if (dangerous.length) setConfirm({ updates, operations: dangerous });
      else void change(updates, kind);
    },
    [change, model],
  );

  // The path separator points the way the reader reads.
  const separator = i18n.dir() === 'rtl' ? ' ‹ ' : ' › ';
  const moduleName = (id: number) => {
    const module = model?.modules.find((m) => m.id === id);
    return module ? words.module(module) : '';
  };
  const operationName = (id: number) => {
    const operation = model?.operations.find((o) => o.id === id);
    return operation ? words.operation(operation) : '';
  };

  return (
    <SecurityPage
      title={t('security.matrix.title')}
      subtitle={t('security.matrix.subtitle')}
      actions={<RefreshButton onClick={refresh.refresh} loading={refresh.loading} />}
    >
      {data.isError ? (
        <LoadFailed
          message={t(refresh.failed ? 'security.errors.refreshPermissions' : 'security.errors.loadMatrix')}
          onRetry={data.retry}
          retrying={data.isFetching}
        />
      ) : !data.roles.data || !model ? (
        <Text color="fg.muted" role="status">
          {t('security.loading')}
        </Text>
      ) : !role ? (
        <Text color="fg.muted">{t('security.matrix.noRoles')}</Text>
      ) : (
        <Stack gap="4" flex="1" minH="0">
          <HStack gap="4" wrap="wrap" align="flex-end">
            <Box minW="16rem">
              <chakra.label htmlFor={selectId} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
                {t('security.matrix.role')}
              </chakra.label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={selectId}
                  value={role.id}
                  onChange={(e) =>
                    setParams(
                      (current) => {
                        const next = new URLSearchParams(current);
                        next.set('role', e.target.value);
                        return next;
                      },
                      { replace: true },
                    )
                  }
                >
                  {roles.map((r) => (
                    <option key={r.id} value={r.id}>
                      {securityRoleName(t, r)} ({r.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <HStack gap="2" wrap="wrap" pb="2">
              <Badge variant="subtle">{t(`security.levels.${role.level}`)}</Badge>
              {role.is_system_role && (
                <Badge variant="subtle" colorPalette="purple">
                  {t('security.roles.system')}
                </Badge>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t('security.matrix.holders', { users: role.users_count })}
              </Text>
            </HStack>
          </HStack>

          {failure && (
            <Alert.Root status="error" role="alert" alignItems="center">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Content>
              <CloseButton
                size="sm"
                aria-label={t('security.matrix.dismiss')}
                onClick={() => setFailure(null)}
              />
            </Alert.Root>
          )}

          {role.is_system_role && (
            <Text fontSize="sm" color="fg.muted" maxW="3xl">
              {t('security.matrix.builtInNote')}
            </Text>
          )}

          {!permissions || !builtInData ? (
            <Text color="fg.muted" role="status">
              {t('security.loading')}
            </Text>
          ) : (
            <MatrixGrid
              key={role.id}
              roleId={role.id}
              roleName={securityRoleName(t, role)}
              model={model}
              grants={grants}
              builtIns={builtIns}
              onRequest={request}
              onEditConditions={setEditing}
            />
          )}
        </Stack>
      )}

      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('security.matrix.dangerousTitle')}
        body={
          confirm
            ? t('security.matrix.dangerousBody', {
                operations: confirm.operations.map(words.operation).join(', '),
                role: role ? securityRoleName(t, role) : '',
              })
            : ''
        }
        confirmLabel={t('security.matrix.grant')}
        destructive
        onConfirm={async () => {
          if (confirm) await change(confirm.updates, 'grant');
        }}
      />
      {editing && role && (
        <ConditionsDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          cellLabel={[
            securityRoleName(t, role),
            moduleName(editing.module),
            operationName(editing.operation),
          ].join(separator)}
          conditions={
            (grants.get(cellKey(editing.module, editing.operation))?.conditions as Conditions) ?? null
          }
          onSave={(conditions) => void change([conditionsUpdate(role.id, editing, conditions)], 'conditions')}
        />
      )}
    </SecurityPage>
  );
}
