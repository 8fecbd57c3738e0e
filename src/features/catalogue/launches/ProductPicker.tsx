import { useMemo, useState } from 'react';
import { NativeSelect, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/ApiProvider';
import { DebouncedInput } from '../../../components/data/DebouncedInput';
import { FormField } from '../../../components/data/FormDialog';

type Option = { id: number; name: string; code: string; allowsLaunch: boolean | undefined };

/**
 * The launch's product: a search over the products the user may read, and a choice among the
 * matches. Products whose status does not allow a launch (spec §3) are listed but cannot be
 * chosen; the server refuses them anyway. A product given in the URL (from the product's page)
 * is chosen from the start.
 */
export function ProductPicker({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  /** Translated. */
  error?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const statuses = api.useQuery('get', '/api/product-statuses/', { params: { query: { page_size: 100 } } });
  const products = api.useQuery('get', '/api/products/', {
    params: { query: { page_size: 50, ordering: 'name', ...(search && { search }) } },
  });
  const chosen = api.useQuery(
    'get',
    '/api/products/{id}/',
    { params: { path: { id: value ?? 0 } } },
    { enabled: value !== null && !products.data?.results.some((p) => p.id === value) },
  );

  const options = useMemo(() => {
    const allows = new Map(statuses.data?.results.map((s) => [s.id, s.allows_launch]));
    const rows = [...(products.data?.results ?? [])];
    if (chosen.data && !rows.some((p) => p.id === chosen.data.id)) rows.unshift(chosen.data);
    return rows.map<Option>((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      allowsLaunch: allows.get(p.status),
    }));
  }, [statuses.data, products.data, chosen.data]);

  return (
    <Stack gap="2">
      <DebouncedInput
        value={search}
        onCommit={setSearch}
        label={t('launches.form.productSearch')}
        placeholder={t('launches.form.productSearch')}
        icon={<Search size={16} aria-hidden />}
      />
      <FormField label={t('launches.fields.product')} error={error} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value === null ? '' : String(value)}
            aria-busy={products.isFetching}
            onBlur={onBlur}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
            data-testid="launch-product"
          >
            <option value="">{t('launches.form.chooseProduct')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id} disabled={o.allowsLaunch === false && o.id !== value}>
                {o.allowsLaunch === false ? t('launches.form.productNoLaunch', { name: o.name }) : o.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
