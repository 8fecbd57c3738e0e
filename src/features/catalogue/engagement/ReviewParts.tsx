import { Badge, Box, HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferralStatus, ReviewStatus } from './engagement';
import { starsOf } from './engagement';

/** A 1–5 rating as stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const { filled, empty } = starsOf(rating);
  return (
    <HStack
      gap="0.5"
      role="img"
      aria-label={t('catalogueEngagement.reviews.ratingLabel', { rating, max: 5 })}
      title={t('catalogueEngagement.reviews.ratingLabel', { rating, max: 5 })}
      data-rating={rating}
      whiteSpace="nowrap"
    >
      {Array.from({ length: filled }, (_, i) => (
        <Box as="span" key={`f${i}`} color="orange.solid" display="inline-flex">
          <Star size={14} fill="currentColor" aria-hidden />
        </Box>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <Box as="span" key={`e${i}`} color="fg.subtle" display="inline-flex">
          <Star size={14} aria-hidden />
        </Box>
      ))}
    </HStack>
  );
}

const REVIEW_PALETTE: Record<ReviewStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};
const REFERRAL_PALETTE: Record<ReferralStatus, string> = {
  pending: 'orange',
  converted: 'blue',
  paid: 'green',
  cancelled: 'gray',
};

/** A review's status in words as well as colour. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={REVIEW_PALETTE[status]} data-testid="review-status">
      {t(`catalogueEngagement.reviewStatus.${status}`)}
    </Badge>
  );
}

/** A referral's status in words as well as colour. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={REFERRAL_PALETTE[status]} data-testid="referral-status">
      {t(`catalogueEngagement.referralStatus.${status}`)}
    </Badge>
  );
}
