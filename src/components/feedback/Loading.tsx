import { Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LoadingProps {
  /** What is loading, when more than "Loading" helps (a unit being moved). */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
  color?: string;
}

/**
 * A spinner that assistive technology names: a progress bar labelled "Loading" (a label on a bare
 * span is prohibited ARIA, which axe reports).
 */
export function Loading({ label, size = 'md', color = 'primary.fg' }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <Spinner role="progressbar" size={size} color={color} aria-label={label ?? t('data.table.loading')} />
  );
}
