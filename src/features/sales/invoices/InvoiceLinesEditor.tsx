import { Box, Button, DataList, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_LINES_MAX, type InvoiceLineInput } from '../../../../domain/sales/invoice';
import {
  invoiceAmounts,
  lineAmounts,
  MONEY_PATTERN,
  TAX_RATE_PATTERN,
  type LineInput,
} from '../../../../domain/sales/invoiceTotals';
import { useSalesMessage } from '../salesMessages';
import { useInvoiceFormat } from './invoiceFormat';

export type LinesForm = { lines: InvoiceLineInput[] };

/** A new line, at the organisation's default tax rate (its sales parameters). */
export const emptyLine = (taxRate: string): InvoiceLineInput => ({
  description: '',
  product: null,
  quantity: 1,
  unit_price: '',
  tax_rate: taxRate,
});

/** A line the totals can be worked out for (while typing, a half-written price counts as none). */
const computable = (line: Partial<InvoiceLineInput> | undefined): line is InvoiceLineInput & LineInput =>
  !!line &&
  Number.isInteger(line.quantity) &&
  (line.quantity ?? 0) > 0 &&
  MONEY_PATTERN.test(line.unit_price ?? '') &&
  TAX_RATE_PATTERN.test(line.tax_rate ?? '');

const quantityValue = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/**
 * An invoice's lines: description, quantity, unit price and tax rate per line, each line's
 * amount and the invoice's totals worked out as they are typed, by the same exact arithmetic the
 * server uses (the server's figures are the ones kept).
 */
export function InvoiceLinesEditor({
  control,
  register,
  errors,
  currency,
  defaultTaxRate,
}: {
  control: Control<LinesForm>;
  register: UseFormRegister<LinesForm>;
  errors: FieldErrors<LinesForm>;
  currency: string;
  /** A new line's tax rate. */
  defaultTaxRate: string;
}) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const format = useInvoiceFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const ready = lines.filter(computable);
  const totals = invoiceAmounts(ready);
  const money = (amount: string) => format.money(amount, currency);
  const lineError = (index: number, field: keyof InvoiceLineInput) =>
    text(errors.lines?.[index]?.[field]?.message);
  const listError = text(errors.lines?.message ?? errors.lines?.root?.message);

  return (
    <Stack gap="4">
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('invoices.form.linesLabel')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="14rem">{t('invoices.fields.description')}</Table.ColumnHeader>
              <Table.ColumnHeader w="6rem">{t('invoices.fields.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader w="8rem">{t('invoices.fields.unitPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader w="6rem">{t('invoices.fields.taxRate')}</Table.ColumnHeader>
              <Table.ColumnHeader w="8rem" textAlign="end">
                {t('invoices.fields.lineTotal')}
              </Table.ColumnHeader>
              <Table.ColumnHeader w="3rem">
                <Text srOnly>{t('invoices.form.lineActions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((field, index) => {
              const line = lines[index];
              const amount = computable(line) ? lineAmounts(line).line_total : null;
              const n = index + 1;
              return (
                <Table.Row key={field.id} data-testid="invoice-line" verticalAlign="top">
                  <Table.Cell>
                    <Input
                      size="sm"
                      aria-label={t('invoices.form.lineField', {
                        n,
                        field: t('invoices.fields.description'),
                      })}
                      aria-invalid={!!lineError(index, 'description')}
                      {...register(`lines.${index}.description`)}
                    />
                    <FieldMessage message={lineError(index, 'description')} />
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      aria-label={t('invoices.form.lineField', { n, field: t('invoices.fields.quantity') })}
                      aria-invalid={!!lineError(index, 'quantity')}
                      {...register(`lines.${index}.quantity`, { setValueAs: quantityValue })}
                    />
                    <FieldMessage message={lineError(index, 'quantity')} />
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      inputMode="decimal"
                      dir="ltr"
                      placeholder="0.00"
                      aria-label={t('invoices.form.lineField', { n, field: t('invoices.fields.unitPrice') })}
                      aria-invalid={!!lineError(index, 'unit_price')}
                      {...register(`lines.${index}.unit_price`)}
                    />
                    <FieldMessage message={lineError(index, 'unit_price')} />
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      inputMode="decimal"
                      dir="ltr"
                      aria-label={t('invoices.form.lineField', { n, field: t('invoices.fields.taxRate') })}
                      aria-invalid={!!lineError(index, 'tax_rate')}
                      {...register(`lines.${index}.tax_rate`)}
                    />
                    <FieldMessage message={lineError(index, 'tax_rate')} />
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    pt="3.5"
                    data-testid="line-total"
                  >
                    {amount === null ? '—' : money(amount)}
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('invoices.form.removeLine', { n })}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Button
          size="sm"
          variant="outline"
          onClick={() => append(emptyLine(defaultTaxRate))}
          disabled={fields.length >= INVOICE_LINES_MAX}
          data-testid="add-line"
        >
          <Plus aria-hidden />
          {t('invoices.form.addLine')}
        </Button>
        <DataList.Root
          orientation="horizontal"
          size="sm"
          minW="16rem"
          aria-live="polite"
          data-testid="live-totals"
        >
          {(
            [
              ['subtotal', totals.subtotal],
              ['taxTotal', totals.tax_total],
              ['total', totals.total],
            ] as const
          ).map(([key, value]) => (
            <DataList.Item key={key} justifyContent="space-between">
              <DataList.ItemLabel fontWeight={key === 'total' ? 'semibold' : undefined}>
                {t(`invoices.fields.${key}`)}
              </DataList.ItemLabel>
              <DataList.ItemValue
                justifyContent="flex-end"
                fontVariantNumeric="tabular-nums"
                fontWeight={key === 'total' ? 'semibold' : undefined}
                data-testid={`total-${key}`}
              >
                {money(value)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </HStack>
    </Stack>
  );
}

function FieldMessage({ message }: { message: string | undefined }) {
  return message ? (
    <Text color="fg.error" fontSize="xs" mt="1">
      {message}
    </Text>
  ) : null;
}
