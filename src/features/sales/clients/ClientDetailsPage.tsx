import { useState } from 'react';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { subject as asInstance } from '@casl/ability';
import { Building2, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../domain/sales/client';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { useEditor } from '../../../components/data/rowDialogs';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ClientTickets } from '../../../components/support/ClientTickets';
import { BioPanel } from '../parties/BioPanel';
import { ClientKindBadge, ClientStatusBadge } from '../parties/badges';
import { PartyOrdersTable } from '../parties/PartyOrdersTable';
import { PartyOverview } from '../parties/PartyOverview';
import { CLIENT_LIST_PATH, clientDetailsPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { ClientAddressTab } from './ClientAddressTab';
import { ClientDialog } from './ClientDialog';
import { ClientHistory } from './ClientHistory';
import { ClientNotificationsTab } from './ClientNotificationsTab';
import { clientResource } from './clientResource';
import { PortalContacts } from './PortalContacts';

/**
 * The tabs of a client's details (platform spec: address and billing, notification, overview,
 * security), and its support tickets for those who read them.
 */
const TABS = ['address', 'notifications', 'overview', 'security', 'support'] as const;
type Tab = (typeof TABS)[number];

/** Whether the reader may change this field of the client (support: only its notes and status). */
const mayChange = (ability: ReturnType<typeof useAppAbility>, client: Client, field: string) =>
  !!ability?.can('update', asInstance('Customer', { ...client }), field);

/**
 * `/apps/sale/client/details/:id[/:tab]` (read on Customer): the client's bio panel with its
 * info-edit dialog and delete, its orders, and its tabs.
 */
export function ClientDetailsPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { id, query } = useRouteRecord('/api/clients/{id}/');
  const tabs = TABS.filter((tab) => tab !== 'support' || !!ability?.can('read', 'Support'));
  return (
    <DetailPage
      texts="clients.details"
      backTo={CLIENT_LIST_PATH}
      id={id}
      query={query}
      tabs={(client) => ({
        base: clientDetailsPath(client.id),
        tabs: tabs.map((tab) => ({
          value: tab,
          label: t(`clients.tabs.${tab}`),
          content: <ClientTab client={client} tab={tab} />,
        })),
      })}
    >
      {(client) => (
        <Stack gap="6">
          <ClientBio client={client} />
          <PartyOrdersTable party="client" id={client.id} />
        </Stack>
      )}
    </DetailPage>
  );
}

function ClientTab({ client, tab }: { client: Client; tab: Tab }) {
  const ability = useAppAbility();
  if (tab === 'support') return <ClientTickets client={client} />;
  if (tab === 'address')
    return <ClientAddressTab client={client} canChange={mayChange(ability, client, 'billing_address')} />;
  if (tab === 'notifications')
    return (
      <ClientNotificationsTab clientId={client.id} canChange={mayChange(ability, client, 'notifications')} />
    );
  if (tab === 'overview') return <PartyOverview party="client" id={client.id} />;
  return (
    <Stack gap="8">
      <PortalContacts clientId={client.id} canChange={mayChange(ability, client, 'contacts')} />
      <ClientHistory clientId={client.id} />
    </Stack>
  );
}

function ClientBio({ client }: { client: Client }) {
  const { t } = useTranslation();
  const reason = useSalesMessage();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const editor = useEditor<Client>();
  const { remove } = useResourceMutations(clientResource);
  const [deleting, setDeleting] = useState(false);
  const canUpdate = canOnResource(ability, clientResource, 'update', client);
  const canDelete = canOnResource(ability, clientResource, 'delete', client);
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
        icon={client.kind === 'company' ? Building2 : User}
        kind={t(`clients.kinds.${client.kind}`)}
        name={client.name}
        badges={
          <>
            <Text as="span" fontFamily="mono" fontSize="sm" dir="ltr" data-testid="client-code">
              {client.code}
            </Text>
            <ClientStatusBadge status={client.status} />
            <ClientKindBadge kind={client.kind} />
            {client.seller_name && (
              <Badge variant="outline">
                {t('clients.details.sellerBadge', { name: client.seller_name })}
              </Badge>
            )}
          </>
        }
        bio={client.notes}
        noBio={t('clients.details.noNotes')}
        details={[
          [t('clients.fields.email'), ltr(client.email)],
          [t('clients.fields.phone'), ltr(client.phone)],
          [t('clients.fields.tax_id'), ltr(client.tax_id)],
          [t('clients.fields.seller'), client.seller_name ?? ''],
          [
            t('clients.address.billing'),
            [client.billing_address, client.billing_city].filter(Boolean).join(', '),
          ],
          [
            t('clients.address.shipping'),
            [client.shipping_address, client.shipping_city].filter(Boolean).join(', '),
          ],
        ]}
        onEdit={canUpdate ? () => editor.edit(client) : undefined}
        onDelete={canDelete ? () => setDeleting(true) : undefined}
        readOnly={t('clients.details.readOnly')}
        testId="client-bio"
      />
      <ClientDialog key={editor.key} client={editor.row} dialog={editor.dialog} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('clients.list.deleteTitle')}
        body={t('clients.list.deleteBody', { name: client.name })}
        confirmLabel={t('clients.details.delete')}
        destructive
        errorText={reason}
        onConfirm={async () => {
          await withNotice(
            changeId(clientResource.path, 'delete', client.id),
            { success: t('clients.list.deleted'), failure: t('clients.list.deleteFailed') },
            () => remove.mutateAsync(client.id),
          );
          void navigate(CLIENT_LIST_PATH);
        }}
      />
    </>
  );
}
