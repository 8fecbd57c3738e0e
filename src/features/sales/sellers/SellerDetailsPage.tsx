import { useState } from 'react';
import { Link, Stack, Text } from '@chakra-ui/react';
import { BriefcaseBusiness } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { salesMessages } from '../../../../domain/sales/messages';
import type { Seller } from '../../../../domain/sales/seller';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { useEditor } from '../../../components/data/rowDialogs';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { BioPanel } from '../parties/BioPanel';
import { SellerLevelBadge } from '../parties/badges';
import { useSalesFormats } from '../parties/formats';
import { PartyOrdersTable } from '../parties/PartyOrdersTable';
import { PartyOverview } from '../parties/PartyOverview';
import { SELLER_LIST_PATH, sellerDetailsPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { SellerClientsTab } from './SellerClientsTab';
import { SellerDialog } from './SellerDialog';
import { sellerResource } from './sellerResource';
import { useSellerRights } from './sellerRights';

const TABS = ['overview', 'clients'] as const;

/**
 * `/apps/sale/seller/details/:id[/:tab]` (read on Sale): the seller's bio panel with its
 * info-edit dialog and delete, its orders, and its tabs (overview, clients). An id the reader
 * cannot read says the API's "Seller not found.".
 */
export function SellerDetailsPage() {
  const { t } = useTranslation();
  const { id, query } = useRouteRecord('/api/sellers/{id}/');
  return (
    <DetailPage
      texts="sellers.details"
      backTo={SELLER_LIST_PATH}
      id={id}
      query={query}
      notFoundDetail={salesMessages.sellerNotFound}
      tabs={(seller) => ({
        base: sellerDetailsPath(seller.id),
        tabs: TABS.map((tab) => ({
          value: tab,
          label: t(`sellers.tabs.${tab}`),
          content:
            tab === 'overview' ? (
              <PartyOverview party="seller" id={seller.id} />
            ) : (
              <SellerClientsTab sellerId={seller.id} />
            ),
        })),
      })}
    >
      {(seller) => (
        <Stack gap="6">
          <SellerBio seller={seller} />
          <PartyOrdersTable party="seller" id={seller.id} />
        </Stack>
      )}
    </DetailPage>
  );
}

function SellerBio({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  const reason = useSalesMessage();
  const formats = useSalesFormats();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const rights = useSellerRights();
  const editor = useEditor<Seller>();
  const { remove } = useResourceMutations(sellerResource);
  const [deleting, setDeleting] = useState(false);
  const canUpdate = canOnResource(ability, sellerResource, 'update', seller);
  const ltr = (value: string) =>
    value ? (
      <Text as="span" dir="ltr">
        {value}
      </Text>
    ) : (
      ''
    );

  return (
    <>
      <BioPanel
        icon={BriefcaseBusiness}
        kind={t('sellers.details.kind')}
        name={seller.name}
        badges={
          <>
            <Text as="span" fontFamily="mono" fontSize="sm" dir="ltr" data-testid="seller-code">
              {seller.code}
            </Text>
            <SellerLevelBadge level={seller.level} />
          </>
        }
        bio={seller.notes}
        noBio={t('sellers.details.noBio')}
        details={[
          [t('sellers.fields.email'), ltr(seller.email)],
          [t('sellers.fields.phone'), ltr(seller.phone)],
          [t('sellers.fields.location'), seller.location],
          [
            t('sellers.fields.website'),
            seller.website ? (
              <Link href={seller.website} target="_blank" rel="noreferrer" color="primary.fg" dir="ltr">
                {seller.website.replace(/^https?:\/\//, '')}
              </Link>
            ) : (
              ''
            ),
          ],
          [
            t('sellers.columns.period'),
            `${formats.day(seller.start_date)} – ${formats.day(seller.end_date) ?? t('sellers.list.ongoing')}`,
          ],
          [t('sellers.fields.user'), ltr(seller.user_email ?? '')],
        ]}
        onEdit={canUpdate ? () => editor.edit(seller) : undefined}
        onDelete={rights.canDelete ? () => setDeleting(true) : undefined}
        readOnly={t('sellers.details.readOnly')}
        testId="seller-bio"
      />
      <SellerDialog key={editor.key} seller={editor.row} dialog={editor.dialog} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('sellers.list.deleteTitle')}
        body={t('sellers.list.deleteBody', { name: seller.name })}
        confirmLabel={t('clients.details.delete')}
        destructive
        errorText={reason}
        onConfirm={async () => {
          await withNotice(
            changeId(sellerResource.path, 'delete', seller.id),
            { success: t('sellers.list.deleted'), failure: t('sellers.list.deleteFailed') },
            () => remove.mutateAsync(seller.id),
          );
          void navigate(SELLER_LIST_PATH);
        }}
      />
    </>
  );
}
