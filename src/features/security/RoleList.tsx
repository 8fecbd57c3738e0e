import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Code,
  HStack,
  IconButton,
  Input,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { securityRoleName } from '../../lib/roleLabel';
import { ROLE_LEVELS, type SecurityRole } from '../../../domain/security';
import { useAllPages } from '../../api/allPages';
import { useApiClient } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import { parseFilters } from '../../components/resource/resource';
import { ResourceTable } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { attachmentName, saveBlob } from '../../lib/download';
import { useFormats } from './format';
import {
  changedFields,
  idToOption,
  optionToId,
  ROLE_FORM_FIELDS,
  roleFormDefaults,
  RoleFormSchema,
} from './roleForm';
import { roleResource } from './roleResource';
import { RefreshButton, useCanManageSecurity, useRefreshAction } from './SecurityPage';

/**
 * The organisation's security roles as a list (DataTable): searched, filtered by level and
 * status, paged. Whoever may manage security creates, edits and deletes them; anyone who reads
 * it may export one (csv or json). Used by /security/role-management and /apps/roles.
 */
export function RoleList() {
  const { t } = useTranslation();
  const f = useFormats();
  const client = useApiClient();
  const canManage = useCanManageSecurity();
  const [editing, setEditing] = useState<SecurityRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SecurityRole | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const { remove } = useResourceMutations(roleResource);
  const { list, query } = useResourceList(roleResource);
  const filters = parseFilters(roleResource, list.state.filters);

  const refresh = useRefreshAction([query]);

  const exportRole = async (role: SecurityRole, format: 'csv' | 'json') => {
    setExportFailed(false);
    const { data, response } = await client.GET('/api/security/roles/{id}/export/', {
      params: { path: { id: role.id }, query: { format } },
      parseAs: 'blob',
    });
    if (!data) return setExportFailed(true);
    saveBlob(
      data,
      attachmentName(response.headers.get('content-disposition'), `role-${role.code}.${format}`),
    );
  };

  const columns = useMemo<Column<SecurityRole>[]>(
    () => [
      {
        id: 'name',
        header: 'security.roles.columns.role',
        sortField: 'name',
        cell: (role) => (
          <Stack gap="0" minW="10rem">
            <Text fontWeight="medium">{securityRoleName(t, role)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {role.code}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'level',
        header: 'security.roles.columns.level',
        sortField: 'level',
        cell: (role) => <Badge variant="subtle">{t(`security.levels.${role.level}`)}</Badge>,
      },
      {
        id: 'users',
        header: 'security.roles.columns.users',
        textAlign: 'end',
        cell: (role) => f.number(role.users_count),
      },
      {
        id: 'permissions',
        header: 'security.roles.columns.permissions',
        textAlign: 'end',
        hideBelow: 'md',
        cell: (role) => f.number(role.permissions_count),
      },
      {
        id: 'status',
        header: 'security.roles.columns.status',
        hideBelow: 'sm',
        cell: (role) => (
          <HStack gap="1.5" wrap="wrap">
            <Badge colorPalette={role.is_active ? 'green' : 'gray'} variant="subtle">
              {t(role.is_active ? 'security.roles.active' : 'security.roles.inactive')}
            </Badge>
            {role.is_system_role && (
              <Badge colorPalette="purple" variant="subtle">
                {t('security.roles.system')}
              </Badge>
            )}
          </HStack>
        ),
      },
      {
        id: 'actions',
        header: 'security.roles.columns.actions',
        textAlign: 'end',
        cell: (role) => (
          <HStack gap="1" justify="flex-end">
            {canManage && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('security.roles.edit', { name: securityRoleName(t, role) })}
                title={t('security.roles.edit', { name: securityRoleName(t, role) })}
                onClick={() => setEditing(role)}
              >
                <Pencil />
              </IconButton>
            )}
            <Menu.Root>
              <Menu.Trigger asChild>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('security.roles.export', { name: securityRoleName(t, role) })}
                  title={t('security.roles.export', { name: securityRoleName(t, role) })}
                >
                  <Download />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="csv" onClick={() => void exportRole(role, 'csv')}>
                      {t('security.roles.exportCsv')}
                    </Menu.Item>
                    <Menu.Item value="json" onClick={() => void exportRole(role, 'json')}>
                      {t('security.roles.exportJson')}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            {canManage && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('security.roles.delete', { name: securityRoleName(t, role) })}
                title={
                  role.is_system_role
                    ? t('security.roles.systemNoDelete')
                    : t('security.roles.delete', { name: securityRoleName(t, role) })
                }
                disabled={role.is_system_role}
                onClick={() => setDeleting(role)}
              >
                <Trash2 />
              </IconButton>
            )}
          </HStack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- exportRole only reads the client
    [t, f, canManage],
  );

  return (
    <Stack gap="4">
      {exportFailed && (
        <Text role="alert" color="fg.error">
          {t('security.roles.exportFailed')}
        </Text>
      )}
      <ResourceTable
        resource={roleResource}
        columns={columns}
        rowKey={(role) => role.id}
        list={list}
        query={query}
        errorText={t(refresh.failed ? 'security.errors.refreshPermissions' : 'security.errors.loadRoles')}
        filters={
          <>
            <FilterSelect
              label={t('security.roles.columns.level')}
              allLabel={t('security.roles.allLevels')}
              value={filters.level ?? ''}
              options={ROLE_LEVELS.map((l) => ({ value: l, label: t(`security.levels.${l}`) }))}
              onChange={(value) => list.setFilter('level', value)}
            />
            <FilterSelect
              label={t('security.roles.columns.status')}
              allLabel={t('security.roles.allStatuses')}
              value={filters.active_only === 'true' ? 'true' : ''}
              options={[{ value: 'true', label: t('security.roles.activeOnly') }]}
              onChange={(value) => list.setFilter('active_only', value)}
            />
            <HStack gap="2" ms="auto">
              <RefreshButton onClick={refresh.refresh} loading={refresh.loading} />
              {canManage && (
                <Button colorPalette="primary" onClick={() => setEditing('new')}>
                  <Plus aria-hidden />
                  {t('security.roles.create')}
                </Button>
              )}
            </HStack>
          </>
        }
      />
      {canManage && (
        <RoleFormDialog
          role={editing === 'new' ? null : editing}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('security.roles.deleteTitle')}
        body={t('security.roles.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('security.roles.deleteConfirm')}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
        }}
      />
    </Stack>
  );
}

/** Create or edit a role (name, code, description, level, parent role, active). */
function RoleFormDialog({
  role,
  open,
  onOpenChange,
}: {
  role: SecurityRole | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const ability = useAppAbility();
  const { create, update } = useResourceMutations(roleResource);
  // Every role may be a parent: all of them, however many pages they fill.
  const parents = useAllPages(
    ['get', '/api/security/roles/', { ordering: 'name' }],
    (page, page_size) =>
      client.GET('/api/security/roles/', { params: { query: { page, page_size, ordering: 'name' } } }),
    { enabled: open },
  );
  // Only a superuser may give the system level; a role keeps the level it has.
  const levels = ROLE_LEVELS.filter(
    (l) => l !== 'system' || ability?.can('manage', 'all') || role?.level === l,
  );
  const system = !!role?.is_system_role;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(role ? 'security.roles.editTitle' : 'security.roles.createTitle')}
      description={role ? securityRoleName(t, role) : t('security.roles.createDescription')}
      submitLabel={t(role ? 'security.save' : 'security.roles.create')}
      schema={RoleFormSchema}
      defaultValues={roleFormDefaults(role)}
      fields={ROLE_FORM_FIELDS}
      onSubmit={async (values) => {
        if (role) {
          const body = changedFields(role, values);
          if (Object.keys(body).length) await update.mutateAsync({ id: role.id, body });
        } else {
          await create.mutateAsync(values);
        }
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField label={t('security.roles.fields.name')} error={errors.name?.message} required>
            <Input {...register('name')} autoComplete="off" />
          </FormField>
          <FormField
            label={t('security.roles.fields.code')}
            error={errors.code?.message}
            helper={system ? t('security.roles.systemCode') : t('security.roles.codeHelp')}
            required
          >
            <Input {...register('code')} dir="ltr" autoComplete="off" readOnly={system} />
          </FormField>
          <FormField label={t('security.roles.fields.description')} error={errors.description?.message}>
            <Textarea {...register('description')} rows={2} />
          </FormField>
          <FormField label={t('security.roles.fields.level')} error={errors.level?.message} required>
            <NativeSelect.Root disabled={system}>
              <NativeSelect.Field {...register('level')}>
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {t(`security.levels.${l}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('security.roles.fields.parent')} error={errors.parent_role?.message}>
            <Controller
              control={control}
              name="parent_role"
              render={({ field }) => (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={idToOption(field.value)}
                    onChange={(e) => field.onChange(optionToId(e.target.value))}
                  >
                    <option value="">{t('security.roles.noParent')}</option>
                    {(parents.data ?? [])
                      .filter((r) => r.id !== role?.id)
                      .map((r) => (
                        <option key={r.id} value={r.id}>
                          {securityRoleName(t, r)} ({r.code})
                        </option>
                      ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
          </FormField>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch.Root
                checked={field.value ?? true}
                onCheckedChange={(e) => field.onChange(e.checked)}
                colorPalette="primary"
              >
                <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label>{t('security.roles.fields.active')}</Switch.Label>
              </Switch.Root>
            )}
          />
          {system && (
            <Text fontSize="sm" color="fg.muted">
              <Code size="sm">{role!.code}</Code> {t('security.roles.systemNote')}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
}
