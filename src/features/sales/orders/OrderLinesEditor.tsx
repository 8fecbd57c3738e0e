import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Search, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../domain/catalogue/product';
import { lineTotal, sumAmounts } from '../../../../domain/sales/money';
import { ORDER_LINES_MAX, type OrderLine } from '../../../../domain/sales/order';
import { DebouncedInput } from '../../../components/data/DebouncedInput';
import { FormField } from '../../../components/data/FormDialog';
import { useApi } from '../../../lib/ApiProvider';

/** A line as the form holds it: the product's id (null until chosen) and the quantity. */
export type LineInput = { product: number | null; quantity: number };
type LinesForm = { lines: LineInput[] };

/** What a line shows of its product: its name, and the price it would be ordered at now. */
type ProductChoice = { id: number; name: string; sku: string; price: string | null; blocker: string | null };

const toChoice = (product: Product): ProductChoice => ({
  id: product.id,
  name: product.name,
  sku: product.sku,
  price: product.suggested_retail_price === null ? null : product.suggested_retail_price.toFixed(2),
  blocker: product.sale_blocker,
});

/**
 * The order's lines: a product chosen among those the reader may read (searched by name or SKU),
 * a quantity, the unit price the product has now, and the line's and the order's totals. These
 * totals are an estimate: the server prices the lines itself when it saves them, and its totals
 * are the order's. A product that cannot be sold says so in its choice; the server refuses it
 * on its line ('Out of Stock.', 'Product Not Available for Sale').
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
  /** The order's saved lines: their products stay named even when not among the choices. */
  saved?: readonly OrderLine[];
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [search, setSearch] = useState('');
  const products = useApi().useQuery('get', '/api/products/', {
    params: { query: { page: 1, page_size: 100, ordering: 'name', ...(search && { search }) } },
  });
  // Products met so far stay known, so a line keeps its product's name and price after a new search.
  const [known, setKnown] = useState(() => new Map<number, ProductChoice>());
  const results = products.data?.results;
  const [seen, setSeen] = useState(results);
  if (results !== seen) {
    setSeen(results);
    if (results) setKnown((map) => new Map([...map, ...results.map((p) => [p.id, toChoice(p)] as const)]));
  }
  const choices = useMemo(() => (results ?? []).map(toChoice), [results]);

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
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Fieldset.Legend fontWeight="semibold">{t('orders.fields.lines')}</Fieldset.Legend>
        <DebouncedInput
          value={search}
          onCommit={setSearch}
          label={t('orders.dialog.productSearch')}
          placeholder={t('orders.dialog.productSearch')}
          icon={<Search size={16} aria-hidden />}
        />
      </HStack>
      {linesError && (
        <Fieldset.ErrorText role="alert" data-testid="order-lines-error">
          {linesError}
        </Fieldset.ErrorText>
      )}
      <Stack gap="3" as="ol" listStyleType="none" data-testid="order-lines">
        {fields.map((field, index) => {
          const chosen = lines[index]?.product ?? null;
          const missing = chosen !== null && !choices.some((c) => c.id === chosen);
          const missingName = missing
            ? (known.get(chosen)?.name ?? saved.find((l) => l.product === chosen)?.product_name)
            : null;
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
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        {...register(`lines.${index}.product`, {
                          setValueAs: (value: string) =>
                            value === '' || value === null ? null : Number(value),
                        })}
                        aria-busy={products.isFetching}
                        data-testid={`order-line-${index}-product`}
                      >
                        <option value="">{t('orders.fields.chooseProduct')}</option>
                        {missing && <option value={chosen}>{missingName ?? `#${chosen}`}</option>}
                        {choices.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.blocker
                              ? t('orders.dialog.productBlocked', {
                                  name: c.name,
                                  reason: t(
                                    `orders.messages.${c.blocker === 'out_of_stock' ? 'outOfStock' : 'notForSale'}`,
                                  ),
                                })
                              : c.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
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
