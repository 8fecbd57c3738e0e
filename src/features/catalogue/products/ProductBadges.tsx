import type { SystemStyleObject } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Priority, SaleBlocker } from '../../../../domain/catalogue/product';
import { useStyleClasses, type System } from '../../../components/data/styleClasses';
import { saleBadge } from './productFormat';

// Plain spans with the classes of Chakra's Badge (its recipe, variant and palette): the list
// shows two badges in each of its rows, so their styles are resolved once, not once per badge.
const badge = (system: System, variant: 'subtle' | 'outline') =>
  system.getRecipeFn('badge')({ variant }) as SystemStyleObject;

const SALE_STYLES = (system: System) => {
  const subtle = badge(system, 'subtle');
  const styles = {} as Record<`${'green' | 'orange' | 'red'}${'' | 'Wrap'}`, SystemStyleObject[]>;
  for (const palette of ['green', 'orange', 'red'] as const) {
    styles[palette] = [subtle, { colorPalette: palette, whiteSpace: 'nowrap' }];
    // Its text may go onto more lines where its column is narrow (a table).
    styles[`${palette}Wrap`] = [
      subtle,
      { colorPalette: palette, whiteSpace: 'normal', textWrap: 'balance', alignItems: 'baseline', py: '0.5' },
    ];
  }
  return styles;
};

const PRIORITY_PALETTE: Record<Priority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  critical: 'red',
};

const PRIORITY_STYLES = (system: System) => {
  const outline = badge(system, 'outline');
  return Object.fromEntries(
    Object.entries(PRIORITY_PALETTE).map(([priority, palette]) => [
      priority,
      [outline, { colorPalette: palette }],
    ]),
  ) as Record<Priority, SystemStyleObject[]>;
};

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
  const classes = useStyleClasses(SALE_STYLES);
  const { key, palette } = saleBadge(blocker);
  return (
    <span
      className={`chakra-badge ${classes[wrap ? (`${palette}Wrap` as const) : palette]}`}
      data-testid={testId}
    >
      <span aria-hidden>{blocker ? '○' : '●'}</span>
      {t(key)}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  const classes = useStyleClasses(PRIORITY_STYLES);
  return <span className={`chakra-badge ${classes[priority]}`}>{t(`products.priority.${priority}`)}</span>;
}
