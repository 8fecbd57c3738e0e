import type { ReactNode } from 'react';
import { Box, DataList, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A product's values as label and value rows; an empty value reads as none. */
export function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" gap="3" data-testid={testId}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="12rem">{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? <None />}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A dash for a value the product does not have, read out as "none". */
export function None() {
  const { t } = useTranslation();
  return (
    <>
      <Text as="span" color="fg.muted" aria-hidden>
        —
      </Text>
      <Box as="span" srOnly>
        {t('products.view.none')}
      </Box>
    </>
  );
}

/** An empty text is no value. */
export const text = (value: string | null | undefined) => (value ? value : null);
