import { Badge, HStack, Text, Wrap, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PerformanceReview } from '../../../domain/hr/performanceReview';
import { canListUsers } from '../../../domain/users/listAccess';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { userViewPath } from '../../lib/recordPaths';
import { reviewListPath } from './paths';

const RouterLink = chakra(Link);
const linkStyle = { textDecoration: 'underline', textUnderlineOffset: '2px', color: 'primary.fg' } as const;

/**
 * Who the review is about, linked: the employee's account (for those who read the organisation's
 * users), every review of theirs the caller may read, and where they work today (for those who
 * read HR's assignments).
 */
export function ReviewPeople({ review }: { review: PerformanceReview }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const readsAssignments = !!ability?.can('read', 'Employee');
  const assignments = useApi().useQuery(
    'get',
    '/api/employees/',
    { params: { query: { user: review.employee_id, current: 'true', page_size: 25 } } },
    { enabled: readsAssignments },
  );
  const places = assignments.data?.results ?? [];
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" data-testid="review-people">
      <Text as="span">
        {t('hr.reviews.people.employee')}{' '}
        {canListUsers(ability) ? (
          <RouterLink to={userViewPath(review.employee_id)} fontWeight="medium" {...linkStyle}>
            {review.employee_name}
          </RouterLink>
        ) : (
          <Text as="span" fontWeight="medium">
            {review.employee_name}
          </Text>
        )}
      </Text>
      <RouterLink to={reviewListPath({ employee: review.employee_id })} {...linkStyle}>
        {t('hr.reviews.people.allReviews', { employee: review.employee_name })}
      </RouterLink>
      {places.length > 0 && (
        <Wrap gap="1" aria-label={t('hr.reviews.people.worksIn')}>
          {places.map((a) => (
            <Badge key={a.id} variant="subtle" colorPalette="blue">
              {a.place_name}
              {a.position && ` · ${a.position}`}
            </Badge>
          ))}
        </Wrap>
      )}
    </HStack>
  );
}
