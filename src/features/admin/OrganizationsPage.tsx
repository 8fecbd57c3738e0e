import { useMemo, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../domain/organizations/organization';
import { ActiveBadge, ActiveFilter } from '../../components/data/ActiveFlag';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import type { Column } from '../../components/data/DataTable';
import { useEditor } from '../../components/data/rowDialogs';
import { notify } from '../../components/feedback/notify';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { selectUser } from '../../../machines/session';
import { useAppAbility, useSession } from '../../lib/session/SessionProvider';
import { OrganizationDialog } from './OrganizationDialog';
import { OrganizationLogo } from './OrganizationLogo';
import { useOrganizationMessage } from './organizationMessages';
import { organizationResource } from './organizationResource';
import { codeColumn } from '../../components/data/codeColumn';

/**
 * /admin/organizations (read on AdminPanel and Organization): the organisations, searched and
 * filtered by their active flag; those who manage organisations add, edit, deactivate and
 * reactivate them (never their own organisation's deactivation: the server refuses it too).
 */
export function OrganizationsPage() {
  const { t, i18n } = useTranslation();
  const text = useOrganizationMessage();
  const manages = useAppAbility()?.can('manage', 'Organization') ?? false;
  const me = useSession(selectUser);
  const { list, query } = useResourceList(organizationResource);
  const { update } = useResourceMutations(organizationResource);
  const editor = useEditor<Organization>();
  const [toggling, setToggling] = useState<Organization | null>(null);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);

  const columns: Column<Organization>[] = [
    {
      id: 'name',
      header: 'organizations.columns.organization',
      sortField: 'name',
      cell: (o) => (
        <HStack gap="3" minW="12rem">
          <OrganizationLogo organization={o} size="9" />
          <Text fontWeight="medium">{o.name}</Text>
        </HStack>
      ),
    },
    codeColumn('organizations.columns.code'),
    {
      id: 'users',
      header: 'organizations.columns.users',
      textAlign: 'end',
      hideBelow: 'md',
      cell: (o) => numbers.format(o.users_count),
    },
    {
      id: 'created',
      header: 'organizations.columns.created',
      sortField: 'created_at',
      hideBelow: 'lg',
      cell: (o) => dates.format(new Date(o.created_at)),
    },
    {
      id: 'status',
      header: 'organizations.columns.status',
      sortField: 'is_active',
      cell: (o) => <ActiveBadge active={o.is_active} />,
    },
    ...(manages
      ? [
          {
            id: 'actions',
            header: 'organizations.columns.actions',
            textAlign: 'end' as const,
            cell: (o: Organization) => {
              const own = o.id === me?.id_organization;
              return (
                <HStack gap="1" justify="flex-end">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('organizations.actions.edit', { name: o.name })}
                    onClick={() => editor.edit(o)}
                  >
                    <Pencil />
                  </Button>
                  {own && o.is_active ? null : (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette={o.is_active ? 'red' : 'green'}
                      onClick={() => setToggling(o)}
                      data-testid={`toggle-${o.code}`}
                    >
                      {o.is_active ? <PowerOff /> : <Power />}
                      {t(
                        o.is_active ? 'organizations.actions.deactivate' : 'organizations.actions.reactivate',
                      )}
                    </Button>
                  )}
                </HStack>
              );
            },
          },
        ]
      : []),
  ];

  const deactivating = toggling?.is_active ?? false;
  return (
    <ResourceListPage
      resource={organizationResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(o) => o.id}
      list={list}
      query={query}
      onRowClick={manages ? (o) => editor.edit(o) : undefined}
      filters={
        <ActiveFilter
          value={list.state.filters.is_active}
          onChange={(value) => list.setFilter('is_active', value)}
        />
      }
    >
      <OrganizationDialog key={editor.key} organization={editor.row} dialog={editor.dialog} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={t(
          deactivating ? 'organizations.confirm.deactivateTitle' : 'organizations.confirm.reactivateTitle',
          {
            name: toggling?.name ?? '',
          },
        )}
        body={
          <Stack gap="2">
            <Text>
              {t(
                deactivating
                  ? 'organizations.confirm.deactivateBody'
                  : 'organizations.confirm.reactivateBody',
              )}
            </Text>
          </Stack>
        }
        confirmLabel={t(
          deactivating ? 'organizations.actions.deactivate' : 'organizations.actions.reactivate',
        )}
        destructive={deactivating}
        errorText={text}
        onConfirm={async () => {
          if (!toggling) return;
          await update.mutateAsync({ id: toggling.id, body: { is_active: !toggling.is_active } });
          notify.success(
            t(deactivating ? 'organizations.confirm.deactivated' : 'organizations.confirm.reactivated', {
              name: toggling.name,
            }),
          );
        }}
      />
    </ResourceListPage>
  );
}
