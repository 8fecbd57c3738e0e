import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LAUNCH_STATUSES, LAUNCH_TYPES, MARKET_SCOPES } from '../../../../domain/catalogue/launch';
import { PRIORITIES, profitMargin, skuFromCode, slugify } from '../../../../domain/catalogue/product';
import type {
  CostQuantityFields,
  FieldProblem,
  LaunchFields,
  ProductDetailsFields,
} from '../../../../machines/productWizard';
import { SectionHeader } from '../../../components/SectionHeader';
import { useCatalogueMessage } from '../catalogueMessages';
import { idOf, idText, numberInputText, parseNumberInput, personName } from './productFormat';
import { useProductFormat } from './productText';
import type { ReferenceData } from './useReferenceData';

type Problems = FieldProblem[];

/** A field of a wizard step: marked when the machine says it stops the step. */
function WizardField({
  label,
  name,
  problems,
  required,
  helper,
  children,
}: {
  label: string;
  name: string;
  problems: Problems;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const problem = problems.find((p) => p.field === name);
  return (
    <Field.Root invalid={!!problem} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {problem ? (
        <Field.ErrorText>
          {problem.reason === 'server'
            ? text(problem.message)
            : t(problem.reason === 'positive' ? 'catalogue.messages.positive' : 'validation.required')}
        </Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

function Select({
  value,
  onChange,
  options,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  testId?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const byId = (rows: { id: number; name: string }[]) =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/** Step 1: product details. */
export function DetailsStep({
  details,
  problems,
  reference,
  onChange,
}: {
  details: ProductDetailsFields;
  problems: Problems;
  reference: ReferenceData;
  onChange: (values: Partial<ProductDetailsFields>) => void;
}) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const choose = t('products.wizard.choose');
  const field = (
    name: keyof ProductDetailsFields,
    label: string,
    input: ReactNode,
    required = false,
    helper?: string,
  ) => (
    <WizardField label={label} name={name} problems={problems} required={required} helper={helper}>
      {input}
    </WizardField>
  );
  const text = (name: 'name' | 'slug' | 'meta_title' | 'internal_code', extra: object = {}) => (
    <Input
      value={details[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.wizard.steps.details')} subtitle={t('products.wizard.detailsHint')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'code',
          t('products.fields.code'),
          <Input
            value={details.code}
            onChange={(e) => onChange({ code: e.target.value.toUpperCase() })}
            autoComplete="off"
            dir="ltr"
          />,
          true,
          details.code
            ? t('products.wizard.skuPreview', { sku: skuFromCode(details.code) })
            : t('products.wizard.codeHint'),
        )}
        {field('name', t('products.fields.name'), text('name'), true)}
        {field(
          'status',
          t('products.fields.status'),
          <Select
            value={idText(details.status)}
            onChange={(v) => onChange({ status: idOf(v) })}
            options={byId(reference.statuses)}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'product_type',
          t('products.fields.productType'),
          <Select
            value={idText(details.product_type)}
            onChange={(v) => onChange({ product_type: idOf(v) })}
            options={byId(reference.types)}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'brand',
          t('products.fields.brand'),
          <Select
            value={idText(details.brand)}
            onChange={(v) => onChange({ brand: idOf(v) })}
            options={byId(reference.brands)}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'priority',
          t('products.fields.priority'),
          <Select
            value={details.priority}
            onChange={(v) => onChange({ priority: v as ProductDetailsFields['priority'] })}
            options={PRIORITIES.map((p) => ({ value: p, label: format.priority(p) }))}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'owner',
          t('products.fields.owner'),
          <Select
            value={idText(details.owner)}
            onChange={(v) => onChange({ owner: idOf(v) })}
            options={reference.owners.map((u) => ({ value: String(u.id), label: personName(u) }))}
            placeholder={t('products.wizard.noOwner')}
          />,
        )}
        {field(
          'slug',
          t('products.fields.slug'),
          text('slug', { dir: 'ltr', placeholder: slugify(details.name) }),
          false,
          t('products.wizard.slugHint'),
        )}
        {field(
          'start_date',
          t('products.fields.startDate'),
          <Input
            type="date"
            value={details.start_date ?? ''}
            onChange={(e) => onChange({ start_date: e.target.value || null })}
          />,
        )}
        {field(
          'end_date',
          t('products.fields.endDate'),
          <Input
            type="date"
            value={details.end_date ?? ''}
            onChange={(e) => onChange({ end_date: e.target.value || null })}
          />,
        )}
      </SimpleGrid>
      {reference.categories.length > 0 && (
        <Box as="fieldset">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('products.fields.categories')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
            {reference.categories.map((category) => (
              <Checkbox.Root
                key={category.id}
                size="sm"
                colorPalette="primary"
                checked={details.categories.includes(category.id)}
                onCheckedChange={(e) =>
                  onChange({
                    categories: e.checked
                      ? [...details.categories, category.id]
                      : details.categories.filter((id) => id !== category.id),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{category.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Box>
      )}
      {field(
        'description',
        t('products.fields.description'),
        <Textarea
          value={details.description}
          onChange={(e) => onChange({ description: e.target.value })}
          rows={3}
        />,
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'meta_title',
          t('products.fields.metaTitle'),
          text('meta_title'),
          false,
          t('catalogue.messages.metaTitleHint'),
        )}
        {field('internal_code', t('products.fields.internalCode'), text('internal_code', { dir: 'ltr' }))}
      </SimpleGrid>
      {field(
        'meta_description',
        t('products.fields.metaDescription'),
        <Textarea
          value={details.meta_description}
          onChange={(e) => onChange({ meta_description: e.target.value })}
          rows={2}
        />,
        false,
        t('catalogue.messages.metaDescriptionHint'),
      )}
      {field(
        'regulatory_information',
        t('products.fields.regulatory'),
        <Textarea
          value={details.regulatory_information}
          onChange={(e) => onChange({ regulatory_information: e.target.value })}
          rows={2}
        />,
      )}
    </Stack>
  );
}

/** A number field that keeps what is typed (the machine gets the number, or NaN when it is not one). */
function NumberInput({
  value,
  onChange,
  decimal,
  testId,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  decimal?: boolean;
  testId?: string;
}) {
  const [text, setText] = useState(numberInputText(value));
  return (
    <Input
      value={text}
      inputMode={decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      data-testid={testId}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseNumberInput(e.target.value));
      }}
    />
  );
}

/** Step 2: cost and quantity (the product is saved on NEXT). */
export function CostStep({
  cost,
  code,
  problems,
  onChange,
}: {
  cost: CostQuantityFields;
  code: string;
  problems: Problems;
  onChange: (values: Partial<CostQuantityFields>) => void;
}) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const margin =
    cost.cost_basis !== null && !Number.isNaN(cost.cost_basis) && cost.suggested_retail_price
      ? profitMargin(cost.cost_basis, cost.suggested_retail_price)
      : null;
  const number = (name: keyof CostQuantityFields, label: string, required: boolean, decimal: boolean) => (
    <WizardField label={label} name={name} problems={problems} required={required}>
      <NumberInput value={cost[name]} decimal={decimal} onChange={(v) => onChange({ [name]: v })} />
    </WizardField>
  );
  return (
    <Stack gap="5">
      <SectionHeader
        title={t('products.wizard.steps.costQuantity')}
        subtitle={t('products.wizard.costHint')}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {number('cost_basis', t('products.fields.costBasis'), true, true)}
        {number('suggested_retail_price', t('products.fields.price'), false, true)}
        {number('stock_quantity', t('products.fields.stock'), true, false)}
        {number('minimum_order_quantity', t('products.fields.minimumOrder'), false, false)}
      </SimpleGrid>
      <HStack gap="8" wrap="wrap" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('products.fields.sku')}
          </Text>
          <Text fontFamily="mono" dir="ltr">
            {skuFromCode(code)}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('products.fields.margin')}
          </Text>
          <Text data-testid="wizard-margin">{format.percent(margin)}</Text>
        </Stack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('products.wizard.savedOnNext')}
      </Text>
    </Stack>
  );
}

/** Step 4: the launch. */
export function LaunchStep({
  launch,
  problems,
  reference,
  onChange,
  onGenerate,
}: {
  launch: LaunchFields;
  problems: Problems;
  reference: ReferenceData;
  onChange: (values: Partial<LaunchFields>) => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof LaunchFields, label: string, input: ReactNode, required = false) => (
    <WizardField label={label} name={name} problems={problems} required={required}>
      {input}
    </WizardField>
  );
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.wizard.steps.launch')} subtitle={t('products.wizard.launchHint')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'code',
          t('products.launchFields.code'),
          <HStack gap="2" width="full">
            <Input
              value={launch.code}
              onChange={(e) => onChange({ code: e.target.value.toUpperCase() })}
              dir="ltr"
              autoComplete="off"
              flex="1"
            />
            <Button variant="outline" onClick={onGenerate} flexShrink={0}>
              <Sparkles aria-hidden />
              {t('products.wizard.generate')}
            </Button>
          </HStack>,
          true,
        )}
        {field(
          'name',
          t('products.launchFields.name'),
          <Input
            value={launch.name}
            onChange={(e) => onChange({ name: e.target.value })}
            autoComplete="off"
          />,
          true,
        )}
        {field(
          'launch_type',
          t('products.launchFields.type'),
          <Select
            value={launch.launch_type}
            onChange={(v) => onChange({ launch_type: v as LaunchFields['launch_type'] })}
            options={LAUNCH_TYPES.map((v) => ({ value: v, label: t(`products.launchType.${v}`) }))}
          />,
        )}
        {field(
          'status',
          t('products.launchFields.status'),
          <Select
            value={launch.status}
            onChange={(v) => onChange({ status: v as LaunchFields['status'] })}
            options={LAUNCH_STATUSES.map((v) => ({ value: v, label: t(`products.launchStatus.${v}`) }))}
          />,
        )}
        {field(
          'market_scope',
          t('products.launchFields.marketScope'),
          <Select
            value={launch.market_scope}
            onChange={(v) => onChange({ market_scope: v as LaunchFields['market_scope'] })}
            options={MARKET_SCOPES.map((v) => ({ value: v, label: t(`products.marketScope.${v}`) }))}
          />,
        )}
        {field(
          'manager',
          t('products.launchFields.manager'),
          <Select
            value={idText(launch.manager)}
            onChange={(v) => onChange({ manager: idOf(v) })}
            options={reference.owners.map((u) => ({ value: String(u.id), label: personName(u) }))}
            placeholder={t('products.wizard.noManager')}
          />,
        )}
        {field(
          'planned_launch_date',
          t('products.launchFields.plannedDate'),
          <Input
            type="date"
            value={launch.planned_launch_date}
            onChange={(e) => onChange({ planned_launch_date: e.target.value })}
          />,
        )}
        {field(
          'target_revenue',
          t('products.launchFields.targetRevenue'),
          <NumberInput
            value={launch.target_revenue}
            decimal
            onChange={(v) => onChange({ target_revenue: v })}
          />,
        )}
        {field(
          'target_units',
          t('products.launchFields.targetUnits'),
          <NumberInput value={launch.target_units} onChange={(v) => onChange({ target_units: v })} />,
        )}
      </SimpleGrid>
      {field(
        'description',
        t('products.launchFields.description'),
        <Textarea
          value={launch.description}
          onChange={(e) => onChange({ description: e.target.value })}
          rows={3}
        />,
      )}
    </Stack>
  );
}
