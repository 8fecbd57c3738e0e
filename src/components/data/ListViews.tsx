import type { ReactNode } from 'react';
import { HStack, SegmentGroup } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** How a list is shown (table, grid, tree), kept in the URL (`?view=`) like the rest of its state. */
export function useView<V extends string>(views: readonly [V, ...V[]]): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('view') as V | null;
  const view = wanted && views.includes(wanted) ? wanted : views[0];
  const setView = (next: V) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === views[0]) out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  return [view, setView];
}

/** The choice between a list's views: a labelled group of radio buttons. */
export function ViewToggle<V extends string>({
  value,
  onChange,
  options,
}: {
  value: V;
  onChange: (view: V) => void;
  /** Translated labels. */
  options: { value: V; label: string; icon: ReactNode }[];
}) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root
      size="sm"
      aria-label={t('catalogueConfig.common.view')}
      value={value}
      onValueChange={(e) => e.value && onChange(e.value as V)}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={options.map((o) => ({
          value: o.value,
          label: (
            <HStack gap="1.5">
              {o.icon}
              {o.label}
            </HStack>
          ),
        }))}
      />
    </SegmentGroup.Root>
  );
}
