import type { ReactNode } from 'react';
import { Box, DataList, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../domain/sales/invoice';
import { useInvoiceFormat } from './invoiceFormat';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/**
 * Printing shows the invoice alone: everything else on the page (the app's header, menu and the
 * preview's buttons) is hidden, the sheet fills the page in black on white whatever the theme.
 */
const PRINT_STYLES = `
@media print {
  @page { size: A4; margin: 14mm; }
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] {
    position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important;
    margin: 0 !important; padding: 0 !important; border: none !important; box-shadow: none !important;
    background: #fff !important;
  }
  [data-print-area] * { color: #000 !important; background: transparent !important; border-color: #bbb !important; }
  .no-print { display: none !important; }
}`;

/** The invoice as it prints: issuer, number, dates, client, lines with their taxes, totals, notes. */
export function InvoiceSheet({ invoice, issuer }: { invoice: Invoice; issuer: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const money = (amount: string) => format.money(amount, invoice.currency);
  const address = [
    invoice.billing_address,
    [invoice.billing_postal_code, invoice.billing_city].filter(Boolean).join(' '),
    invoice.billing_state,
    invoice.billing_country,
  ].filter(Boolean);
  const facts: [string, ReactNode][] = [
    [t('invoices.fields.issueDate'), format.date(invoice.issue_date)],
    [t('invoices.fields.dueDate'), format.date(invoice.due_date)],
    ...(invoice.order_number === null
      ? []
      : ([[t('invoices.fields.order'), `#${invoice.order_number}`]] as [string, ReactNode][])),
    [t('invoices.fields.currency'), invoice.currency],
  ];

  return (
    <Box
      as="article"
      data-print-area
      data-testid="invoice-sheet"
      aria-label={t('invoices.preview.sheetLabel', { number: format.number(invoice.number) })}
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="sm"
      p={{ base: '5', md: '10' }}
    >
      <Global styles={PRINT_STYLES} />
      <Stack gap="8">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
          <Stack gap="1">
            <Text fontSize="xl" fontWeight="bold">
              {issuer}
            </Text>
          </Stack>
          <Stack gap="1" textAlign="end" align="flex-end">
            <Heading as="h1" size="2xl" textTransform="uppercase" letterSpacing="wide">
              {invoice.number === null ? t('invoices.preview.draftTitle') : t('invoices.preview.title')}
            </Heading>
            <Text fontFamily="mono" dir="ltr" fontSize="lg" data-testid="invoice-number">
              {format.number(invoice.number)}
            </Text>
            <InvoiceStatusBadge status={invoice.status} />
          </Stack>
        </HStack>

        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="6">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('invoices.preview.billTo')}
            </Text>
            <Text fontWeight="semibold">{invoice.client_name}</Text>
            {address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
          <DataList.Root orientation="horizontal" size="sm" gap="1.5">
            {facts.map(([label, value]) => (
              <DataList.Item key={label} justifyContent="space-between">
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent="flex-end">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Grid>

        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={t('invoices.form.linesLabel')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('invoices.fields.description')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('invoices.fields.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('invoices.fields.unitPrice')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('invoices.fields.taxRate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('invoices.fields.tax')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('invoices.fields.lineTotal')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.lines.map((line) => (
                <Table.Row key={line.position}>
                  <Table.Cell>{line.description}</Table.Cell>
                  <Num>{line.quantity}</Num>
                  <Num>{money(line.unit_price)}</Num>
                  <Num>{`${Number(line.tax_rate)}%`}</Num>
                  <Num>{money(line.tax_amount)}</Num>
                  <Num>{money(line.line_total)}</Num>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>

        <DataList.Root orientation="horizontal" size="md" alignSelf="flex-end" minW="18rem" gap="2">
          {(
            [
              ['subtotal', invoice.subtotal],
              ['taxTotal', invoice.tax_total],
              ['total', invoice.total],
            ] as const
          ).map(([key, value]) => (
            <DataList.Item key={key} justifyContent="space-between">
              <DataList.ItemLabel fontWeight={key === 'total' ? 'bold' : undefined}>
                {t(`invoices.fields.${key}`)}
              </DataList.ItemLabel>
              <DataList.ItemValue
                justifyContent="flex-end"
                fontVariantNumeric="tabular-nums"
                fontWeight={key === 'total' ? 'bold' : undefined}
                data-testid={`sheet-${key}`}
              >
                {money(value)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>

        {invoice.notes && (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('invoices.fields.notes')}
            </Text>
            <Text whiteSpace="pre-wrap">{invoice.notes}</Text>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function Num({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {children}
    </Table.Cell>
  );
}
