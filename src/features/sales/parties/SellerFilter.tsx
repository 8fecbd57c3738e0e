import { FilterPicker } from '../../../components/form/FilterPicker';
import { useAppAbility } from '../../../lib/session/SessionProvider';

/**
 * A list's seller filter (orders, clients), searched on the server. Sellers are read with sales:
 * a reader who reads none (support) has no seller filter.
 */
export function SellerFilter({
  label,
  allLabel,
  value,
  onChange,
  testId,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (value: string) => void;
  testId: string;
}) {
  if (!useAppAbility()?.can('read', 'Sale')) return null;
  return (
    <FilterPicker
      label={label}
      allLabel={allLabel}
      path="/api/sellers/"
      item="/api/sellers/{id}/"
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
}
