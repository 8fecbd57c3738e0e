import { useTranslation } from 'react-i18next';
import { FilterPicker } from '../../components/form/FilterPicker';
import { productChoiceLabel } from './choiceLabels';

/** The tracking lists' product filter: a product of the organisation, searched by name or SKU. */
export function ProductFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterPicker
      label={t('tracking.fields.product')}
      allLabel={t('tracking.list.allProducts')}
      path="/api/tracking/choices/products/"
      optionLabel={productChoiceLabel}
      value={value}
      onChange={onChange}
      testId="tracking-filter-product"
    />
  );
}
