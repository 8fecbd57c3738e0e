import { useMemo } from 'react';
import { Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_STATUSES, type Referral } from '../../../../domain/catalogue/engagement';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import type { Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { Nothing } from '../../../components/data/Nothing';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { useResourceList } from '../../../components/resource/useResourceList';
import { percentText } from './engagement';
import { ReferralDialog } from './ReferralDialog';
import { referralResource } from './referralResource';
import { ReferralStatusBadge } from './ReviewParts';

/**
 * /apps/product-management/referrals (read on Product): who referred whom, for which product and
 * at what commission; add and edit in a dialog (create / update on Product), delete after a
 * confirmation (delete on Product).
 */
export function ReferralsPage() {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const can = (action: string) => ability?.can(action, referralResource.subject) ?? false;
  const { list, query } = useResourceList(referralResource);
  const editor = useEditor<Referral>();
  const deleting = useDeleting<Referral>();
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const onEdit = can('update') ? (referral: Referral) => () => editor.edit(referral) : undefined;
  const onDelete = can('delete') ? (referral: Referral) => () => deleting.ask(referral) : undefined;

  const columns: Column<Referral>[] = [
    {
      id: 'code',
      header: 'catalogueEngagement.referrals.fields.code',
      sortField: 'code',
      cell: (referral) => (
        <Code size="sm" dir="ltr">
          {referral.code}
        </Code>
      ),
    },
    {
      id: 'referrer',
      header: 'catalogueEngagement.referrals.columns.referrer',
      cell: (referral) => (
        <Stack gap="0" minW="8rem">
          <Text fontWeight="medium">{referral.referrer_name}</Text>
          <Text fontSize="xs" color="fg.muted" dir="ltr" textAlign="start" truncate maxW="14rem">
            {referral.referrer_email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'referred',
      header: 'catalogueEngagement.referrals.fields.referredEmail',
      hideBelow: 'md',
      cell: (referral) => (
        <Text as="span" dir="ltr">
          {referral.referred_email}
        </Text>
      ),
    },
    {
      id: 'product',
      header: 'catalogueEngagement.referrals.fields.product',
      hideBelow: 'md',
      cell: (referral) => referral.product_name ?? <Nothing />,
    },
    {
      id: 'commission',
      header: 'catalogueEngagement.referrals.columns.commission',
      sortField: 'commission_rate',
      textAlign: 'end',
      cell: (referral) => percentText(referral.commission_rate, i18n.language),
    },
    {
      id: 'status',
      header: 'catalogueEngagement.referrals.fields.status',
      sortField: 'status',
      cell: (referral) => <ReferralStatusBadge status={referral.status} />,
    },
    {
      id: 'created',
      header: 'catalogueEngagement.referrals.columns.created',
      sortField: 'created_at',
      hideBelow: 'lg',
      cell: (referral) => (
        <Text as="span" whiteSpace="nowrap">
          {dates.format(new Date(referral.created_at))}
        </Text>
      ),
    },
    ...(onEdit || onDelete
      ? [
          {
            id: 'actions',
            header: 'catalogueEngagement.referrals.columns.actions',
            textAlign: 'end' as const,
            cell: (referral: Referral) => (
              <RowActions name={referral.code} onEdit={onEdit?.(referral)} onDelete={onDelete?.(referral)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={referralResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(referral) => referral.id}
      list={list}
      query={query}
      onRowClick={onEdit ? (referral) => editor.edit(referral) : undefined}
      filters={
        <FilterSelect
          label={t('catalogueEngagement.referrals.fields.status')}
          allLabel={t('catalogueEngagement.referrals.allStatuses')}
          value={list.state.filters.status ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          options={REFERRAL_STATUSES.map((status) => ({
            value: status,
            label: t(`catalogueEngagement.referralStatus.${status}`),
          }))}
        />
      }
    >
      <ReferralDialog key={editor.key} referral={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={referralResource}
        deleting={deleting}
        body={t('catalogueEngagement.referrals.deleteBody', { code: deleting.row?.code ?? '' })}
        confirmLabel={t('catalogueEngagement.common.delete')}
        deletedText={(referral) => t('catalogueEngagement.referrals.deleted', { code: referral.code })}
      />
    </ResourceListPage>
  );
}
