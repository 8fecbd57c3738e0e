import { useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Printer } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  invoiceActionsFrom,
  invoiceMessages,
  invoiceNumberLabel,
  type Invoice,
  type InvoiceAction,
} from '../../../../domain/sales/invoice';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useApiClient } from '../../../lib/ApiProvider';
import { attachmentName, saveBlob } from '../../../lib/download';
import { useAppAbility, useSession } from '../../../lib/session/SessionProvider';
import { selectUser } from '../../../../machines/session';
import { LANGUAGES } from '../../../i18n';
import { INVOICE_LIST_PATH, invoiceEditPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { invoiceResource } from './invoiceResource';
import { InvoiceSheet } from './InvoiceSheet';

/** /apps/invoice/preview/:id (read on Sale): the invoice as it prints, with its actions, Print and Download PDF. */
export function InvoicePreviewPage() {
  const { id, query } = useRouteRecord('/api/invoices/{id}/');
  return (
    <DetailPage
      texts="invoices.preview"
      notFoundDetail={invoiceMessages.notFound}
      backTo={INVOICE_LIST_PATH}
      id={id}
      query={query}
    >
      {(invoice) => <InvoicePreview invoice={invoice} />}
    </DetailPage>
  );
}

const ACTION_PATHS = {
  send: '/api/invoices/{id}/send/',
  pay: '/api/invoices/{id}/pay/',
  overdue: '/api/invoices/{id}/overdue/',
  void: '/api/invoices/{id}/void/',
} as const satisfies Record<InvoiceAction, string>;

/** The PDF is written in the screen's language. */
const pdfLanguage = (language: string) => LANGUAGES.find((l) => l.code === language)?.code ?? 'en';

function InvoicePreview({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const reason = useSalesMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const ability = useAppAbility();
  const issuer = useSession(selectUser)?.organization_name ?? '';
  const [asking, setAsking] = useState<InvoiceAction | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const canChange = canOnResource(ability, invoiceResource, 'update', invoice);
  // Today in UTC, the day the server judges "past due" by.
  const actions = canChange ? invoiceActionsFrom(invoice, new Date().toISOString().slice(0, 10)) : [];

  const act = async (action: InvoiceAction) => {
    await withNotice(
      changeId(invoiceResource.path, 'update', invoice.id),
      { success: t(`invoices.actions.done.${action}`), failure: t('invoices.actions.failed') },
      async () => {
        const { error } = await client.POST(ACTION_PATHS[action], { params: { path: { id: invoice.id } } });
        if (error) throw error;
      },
    );
    await queryClient.invalidateQueries({
      predicate: (q) => String(q.queryKey[1]).startsWith('/api/invoices/'),
    });
  };

  const download = async () => {
    setDownloadFailed(false);
    const { data, response } = await client.GET('/api/invoices/{id}/pdf/', {
      params: { path: { id: invoice.id }, query: { lang: pdfLanguage(i18n.language) } },
      parseAs: 'blob',
    });
    if (!data) return setDownloadFailed(true);
    const fallback =
      invoice.number === null
        ? `invoice-draft-${invoice.id}.pdf`
        : `${invoiceNumberLabel(invoice.number)}.pdf`;
    saveBlob(data as Blob, attachmentName(response.headers.get('content-disposition'), fallback));
  };

  return (
    <Stack gap="5" maxW="5xl">
      <HStack className="no-print" gap="2" wrap="wrap" justify="flex-end">
        {invoice.status === 'draft' && canChange && (
          <Button asChild variant="outline" size="sm" data-testid="edit-invoice">
            <RouterLink to={invoiceEditPath(invoice.id)}>
              <Pencil aria-hidden />
              {t('invoices.preview.edit')}
            </RouterLink>
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'void' ? 'outline' : 'solid'}
            colorPalette={action === 'void' ? 'red' : 'primary'}
            onClick={() => setAsking(action)}
            data-testid={`invoice-${action}`}
          >
            {t(`invoices.actions.${action}`)}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => window.print()} data-testid="print-invoice">
          <Printer aria-hidden />
          {t('invoices.preview.print')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void download()} data-testid="download-invoice">
          <Download aria-hidden />
          {t('invoices.preview.download')}
        </Button>
      </HStack>
      {downloadFailed && (
        <Alert.Root status="error" role="alert" className="no-print">
          <Alert.Indicator />
          <Alert.Title>{t('invoices.preview.downloadFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <InvoiceSheet invoice={invoice} issuer={issuer} />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`invoices.actions.confirm.${asking}.title`) : ''}
        body={asking ? t(`invoices.actions.confirm.${asking}.body`) : ''}
        confirmLabel={asking ? t(`invoices.actions.${asking}`) : ''}
        destructive={asking === 'void'}
        errorText={reason}
        onConfirm={() => act(asking!)}
      />
    </Stack>
  );
}
