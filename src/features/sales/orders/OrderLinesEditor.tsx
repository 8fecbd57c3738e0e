import { useState } from 'react';
import { Box, Button, Fieldset, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrderProductChoice } from '../../../../domain/sales/choices';
import { lineTotal, sumAmounts } from '../../../../domain/sales/money';
import { ORDER_LINES_MAX, type OrderLine } from '../../../../domain/sales/order';
import { FormField } from '../../../components/data/FormDialog';
import { ReferencePicker } from '../../../components/form/ReferencePicker';

/** A line as the form holds it: the product's id (null until chosen) and the quantity. */
export type LineInput = { product: number | null; quantity: number };
type LinesForm = { lines: LineInput[] };

/**
 * The order's lines: a product of the organisation, searched on the server by name or SKU,
 * a quantity, the unit price the product has now, and the line's and the order's totals. These
 * totals are an estimate: the server prices the lines itself when it saves them, and its totals
 * are the order's. A product that cannot be sold says why in its choice (its sale blocker); the
 * server refuses it on its line with the same reason ('Out of Stock.', 'Product Not Available for
 * Sale').
 */
export function OrderLinesEditor({
  control,
  register,
  watch,
  errors,
  errorText,
  money,
  saved = [],
}: {
  control: Control<LinesForm>;
  register: UseFormRegister<LinesForm>;
  watch: UseFormWatch<LinesForm>;
  errors: FieldErrors<LinesForm>;
  errorText: (message: string | undefined) => string | undefined;
  /** An amount as the reader writes it, in the order's currency (a new one's: the organisation's). */
  money: (amount: string) => string;
  /** The order's saved lines: their products stay named and priced before any search. */
  saved?: readonly OrderLine[];
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  // The products picked so far, with the price each would be ordered at now.
  const [known, setKnown] = useState(() => new Map<number, OrderProductChoice>());
  const productLabel = (product: OrderProductChoice) =>
    product.sale_blocker
      ? t('orders.dialog.productBlocked', {
          name: product.name,
          reason: t(
            `orders.messages.${product.sale_blocker === 'out_of_stock' ? 'outOfStock' : 'notForSale'}`,
          ),
        })
      : product.name;

  const lines = watch('lines') ?? [];
  const priceOf = (productId: number | null) => {
    if (productId === null) return null;
    const product = known.get(productId);
    if (product) return product.price;
    return saved.find((line) => line.product === productId)?.unit_price ?? null;
  };
  const totals = lines.map((line) => {
    const price = priceOf(line.product);
    return price !== null && Number.isInteger(line.quantity) && line.quantity > 0
      ? lineTotal(price, line.quantity)
      : null;
  });
  const estimate = sumAmounts(totals.filter((total): total is string => total !== null));
  const linesError = errorText(errors.lines?.message ?? errors.lines?.root?.message);

  return (
    <Fieldset.Root invalid={!!linesError}>
      <Fieldset.Legend fontWeight="semibold">{t('orders.fields.lines')}</Fieldset.Legend>
      {linesError && (
        <Fieldset.ErrorText role="alert" data-testid="order-lines-error">
          {linesError}
        </Fieldset.ErrorText>
      )}
      <Stack gap="3" as="ol" listStyleType="none" data-testid="order-lines">
        {fields.map((field, index) => {
          const chosen = lines[index]?.product ?? null;
          const price = priceOf(chosen);
          const lineErrors = errors.lines?.[index];
          return (
            <Box as="li" key={field.id} borderWidth="1px" rounded="md" p="3" data-testid="order-line">
              <SimpleGrid columns={{ base: 1, md: 12 }} gap="3" alignItems="flex-start">
                <Box gridColumn={{ md: 'span 5' }}>
                  <FormField
                    label={t('orders.fields.product')}
                    error={errorText(lineErrors?.product?.message)}
                    required
                  >
                    <Controller
                      control={control}
                      name={`lines.${index}.product`}
                      render={({ field: product }) => (
                        <ReferencePicker
                          path="/api/orders/choices/products/"
                          optionLabel={productLabel}
                          name={product.name}
                          value={product.value}
                          onChange={(id, row) => {
                            if (row) setKnown((map) => new Map(map).set(row.id, row));
                            product.onChange(id);
                          }}
                          onBlur={product.onBlur}
                          emptyLabel={t('orders.fields.chooseProduct')}
                          fallback={(id) =>
                            saved.find((line) => line.product === id)?.product_name ?? `#${id}`
                          }
                          invalid={!!lineErrors?.product}
                          testId={`order-line-${index}-product`}
                        />
                      )}
                    />
                  </FormField>
                </Box>
                <Box gridColumn={{ md: 'span 2' }}>
                  <FormField
                    label={t('orders.fields.quantity')}
                    error={errorText(lineErrors?.quantity?.message)}
                    required
                  >
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
                      data-testid={`order-line-${index}-quantity`}
                    />
                  </FormField>
                </Box>
                <Amount label={t('orders.fields.unitPrice')} value={price === null ? null : money(price)} />
                <Amount
                  label={t('orders.fields.lineTotal')}
                  value={totals[index] === null ? null : money(totals[index]!)}
                  testId={`order-line-${index}-total`}
                />
                <Box gridColumn={{ md: 'span 1' }} alignSelf={{ md: 'flex-end' }} textAlign="end">
                  <IconButton
                    aria-label={t('orders.dialog.removeLine', { n: index + 1 })}
                    title={t('orders.dialog.removeLine', { n: index + 1 })}
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    <Trash2 />
                  </IconButton>
                </Box>
              </SimpleGrid>
            </Box>
          );
        })}
      </Stack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= ORDER_LINES_MAX}
          onClick={() => append({ product: null, quantity: 1 })}
          data-testid="add-order-line"
        >
          <Plus aria-hidden />
          {t('orders.dialog.addLine')}
        </Button>
        <Stack gap="0" textAlign="end">
          <Text fontWeight="semibold" data-testid="order-estimate">
            {t('orders.dialog.estimate')}: {money(estimate)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('orders.dialog.estimateHint')}
          </Text>
        </Stack>
      </HStack>
    </Fieldset.Root>
  );
}

/** A figure of a line, read-only beside its fields. */
function Amount({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <Stack gap="1.5" gridColumn={{ md: 'span 2' }}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Text py="2" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid={testId}>
        {value ?? '—'}
      </Text>
    </Stack>
  );
}
