import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Nothing } from '../../../../components/data/Nothing';

/** A product's values as label and value rows; an empty value reads as none. */
export function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" gap="3" data-testid={testId}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="12rem">{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? <Nothing />}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** An empty text is no value. */
export const text = (value: string | null | undefined) => (value ? value : null);
