import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../../../domain/hr/reviewStatus';

const PALETTE: Record<ReviewStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_review: 'orange',
  employee_reviewed: 'purple',
  completed: 'green',
};

/** A review's status, named and coloured. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="review-status">
      {t(`hr.statuses.${status}`)}
    </Badge>
  );
}
