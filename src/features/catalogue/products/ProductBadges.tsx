import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Priority, SaleBlocker } from '../../../../domain/catalogue/product';
import { saleBadge } from './productFormat';

/**
 * Whether the product can be sold (spec §4), in words as well as colour. `wrap` lets its text go
 * onto more lines where its column is narrow (a table), rather than widening the column.
 */
export function SaleBadge({
  blocker,
  testId,
  wrap = false,
}: {
  blocker: SaleBlocker | null;
  testId?: string;
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  const { key, palette } = saleBadge(blocker);
  return (
    <Badge
      variant="subtle"
      colorPalette={palette}
      data-testid={testId}
      whiteSpace={wrap ? 'normal' : 'nowrap'}
      textWrap={wrap ? 'balance' : undefined}
      alignItems={wrap ? 'baseline' : undefined}
      py={wrap ? '0.5' : undefined}
    >
      <span aria-hidden>{blocker ? '○' : '●'}</span>
      {t(key)}
    </Badge>
  );
}

const PRIORITY_PALETTE: Record<Priority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  critical: 'red',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" colorPalette={PRIORITY_PALETTE[priority]}>
      {t(`products.priority.${priority}`)}
    </Badge>
  );
}
