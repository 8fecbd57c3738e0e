import { useMemo, useState } from 'react';
import { Box, HStack, IconButton, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Check, Trash2, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type Review } from '../../../../domain/catalogue/engagement';
import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { DataTable, type Column, type Paginated } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { useListState } from '../../../components/data/useListState';
import { notify } from '../../../components/feedback/notify';
import { productViewPath } from '../paths';
import { PageHeading } from '../../../components/PageHeading';
import {
  excerpt,
  moderationActions,
  RATINGS,
  REVIEW_FILTERS,
  reviewFilters,
  statusSummary,
  type ReviewStatus,
} from './engagement';
import { REVIEWS_KEY } from './queryKeys';
import { ReviewStatusBadge, StarRating } from './ReviewParts';
import { apiListQuery } from '../../../components/data/listQuery';
import { Loading } from '../../../components/feedback/Loading';

const DEFAULT_ORDERING = '-created_at';

/**
 * /apps/product-management/manage-review (read on Product): customer reviews to moderate, with
 * counts per status, filters by status and rating, search, and Approve / Reject (update on
 * Product) and Delete (delete on Product) where the ability allows them. A moderation shows at
 * once and is undone, with a notice, if the server refuses it.
 */
export function ManageReviewPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const list = useListState({ filters: REVIEW_FILTERS, defaultOrdering: DEFAULT_ORDERING });
  const filters = reviewFilters(list.state.filters);
  const query = api.useQuery(
    'get',
    '/api/product-reviews/',
    {
      params: {
        query: {
          ...apiListQuery(list.state),
          ...filters,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const patch = api.useMutation('patch', '/api/product-reviews/{id}/');
  const remove = api.useMutation('delete', '/api/product-reviews/{id}/');
  const [deleting, setDeleting] = useState<{ review: Review | null; open: boolean }>({
    review: null,
    open: false,
  });
  const [moderating, setModerating] = useState<Set<number>>(new Set());
  const canModerate = ability?.can('update', 'Product') ?? false;
  const canDelete = ability?.can('delete', 'Product') ?? false;
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  /** Approve or reject: shown at once in every list on screen, undone if the server refuses. */
  const moderate = async (review: Review, status: ReviewStatus) => {
    await queryClient.cancelQueries({ queryKey: REVIEWS_KEY });
    const before = queryClient.getQueriesData<Paginated<Review>>({ queryKey: REVIEWS_KEY });
    queryClient.setQueriesData<Paginated<Review>>({ queryKey: REVIEWS_KEY }, (data) =>
      data?.results
        ? { ...data, results: data.results.map((r) => (r.id === review.id ? { ...r, status } : r)) }
        : data,
    );
    setModerating((current) => new Set(current).add(review.id));
    try {
      await patch.mutateAsync({ params: { path: { id: review.id } }, body: { status } });
      notify.success(
        t(
          status === 'approved'
            ? 'catalogueEngagement.reviews.approved'
            : 'catalogueEngagement.reviews.rejected',
          { author: review.author_name },
        ),
      );
    } catch {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
      notify.failure(t('catalogueEngagement.reviews.moderateFailed', { author: review.author_name }));
    } finally {
      setModerating((current) => {
        const next = new Set(current);
        next.delete(review.id);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    }
  };

  const columns: Column<Review>[] = [
    {
      id: 'product',
      header: 'catalogueEngagement.reviews.columns.product',
      cell: (review) => (
        <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
          <RouterLink to={productViewPath(review.product)}>{review.product_name}</RouterLink>
        </Link>
      ),
    },
    {
      id: 'author',
      header: 'catalogueEngagement.reviews.columns.author',
      cell: (review) => (
        <Stack gap="0" minW="8rem">
          <Text fontWeight="medium">{review.author_name}</Text>
          <Text fontSize="xs" color="fg.muted" dir="ltr" textAlign="start" truncate maxW="14rem">
            {review.author_email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'rating',
      header: 'catalogueEngagement.reviews.columns.rating',
      sortField: 'rating',
      cell: (review) => <StarRating rating={review.rating} />,
    },
    {
      id: 'review',
      header: 'catalogueEngagement.reviews.columns.review',
      hideBelow: 'md',
      cell: (review) => (
        <Stack gap="0" minW="12rem" maxW="22rem">
          {review.title && <Text fontWeight="medium">{review.title}</Text>}
          {review.comment && (
            <Text fontSize="sm" color="fg.muted" title={review.comment}>
              {excerpt(review.comment)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'catalogueEngagement.reviews.columns.status',
      sortField: 'status',
      cell: (review) => <ReviewStatusBadge status={review.status} />,
    },
    {
      id: 'date',
      header: 'catalogueEngagement.reviews.columns.date',
      sortField: 'created_at',
      hideBelow: 'lg',
      cell: (review) => (
        <Text as="span" whiteSpace="nowrap">
          {dates.format(new Date(review.created_at))}
        </Text>
      ),
    },
    ...(canModerate || canDelete
      ? [
          {
            id: 'actions',
            header: 'catalogueEngagement.reviews.columns.actions',
            textAlign: 'end' as const,
            cell: (review: Review) => (
              <HStack gap="1" justify="flex-end">
                {canModerate &&
                  moderationActions(review.status).map((next) => {
                    const label = t(
                      next === 'approved'
                        ? 'catalogueEngagement.reviews.approve'
                        : 'catalogueEngagement.reviews.reject',
                      { author: review.author_name },
                    );
                    return (
                      <IconButton
                        key={next}
                        aria-label={label}
                        title={label}
                        size="xs"
                        variant="ghost"
                        colorPalette={next === 'approved' ? 'green' : 'orange'}
                        disabled={moderating.has(review.id)}
                        onClick={() => void moderate(review, next)}
                      >
                        {next === 'approved' ? <Check /> : <X />}
                      </IconButton>
                    );
                  })}
                {canDelete && (
                  <IconButton
                    aria-label={t('catalogueEngagement.reviews.delete', { author: review.author_name })}
                    title={t('catalogueEngagement.reviews.delete', { author: review.author_name })}
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setDeleting({ review, open: true })}
                  >
                    <Trash2 />
                  </IconButton>
                )}
              </HStack>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="6">
      <PageHeading
        title={t('catalogueEngagement.reviews.title')}
        subtitle={t('catalogueEngagement.reviews.subtitle')}
      />
      <StatusSummary
        search={list.state.search}
        rating={filters.rating}
        current={filters.status}
        onChoose={(status) => list.setFilter('status', status ?? '')}
      />
      <DataTable
        label={t('catalogueEngagement.reviews.tableLabel')}
        columns={columns}
        rowKey={(review) => review.id}
        list={list}
        query={query}
        searchLabel={t('catalogueEngagement.reviews.search')}
        emptyText={t('catalogueEngagement.reviews.empty')}
        errorText={t('catalogueEngagement.reviews.loadFailed')}
        filters={
          <HStack gap="3" align="flex-end" wrap="wrap">
            <FilterSelect
              label={t('catalogueEngagement.reviews.columns.status')}
              allLabel={t('catalogueEngagement.reviews.allStatuses')}
              value={list.state.filters.status ?? ''}
              onChange={(value) => list.setFilter('status', value)}
              options={REVIEW_STATUSES.map((status) => ({
                value: status,
                label: t(`catalogueEngagement.reviewStatus.${status}`),
              }))}
            />
            <FilterSelect
              label={t('catalogueEngagement.reviews.columns.rating')}
              allLabel={t('catalogueEngagement.reviews.allRatings')}
              value={list.state.filters.rating ?? ''}
              onChange={(value) => list.setFilter('rating', value)}
              options={RATINGS.map((rating) => ({
                value: String(rating),
                label: t('catalogueEngagement.reviews.stars', { rating }),
              }))}
            />
          </HStack>
        }
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        title={t('catalogueEngagement.reviews.deleteTitle')}
        body={t('catalogueEngagement.reviews.deleteBody', { author: deleting.review?.author_name ?? '' })}
        confirmLabel={t('catalogueEngagement.common.delete')}
        destructive
        onConfirm={async () => {
          const review = deleting.review!;
          try {
            await remove.mutateAsync({ params: { path: { id: review.id } } });
          } catch (error) {
            notify.failure(t('catalogueEngagement.reviews.deleteFailed'));
            throw error;
          }
          await queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
          notify.success(t('catalogueEngagement.reviews.deleted', { author: review.author_name }));
        }}
      />
    </Stack>
  );
}

/**
 * How many reviews are in each status (within the search and rating chosen): one count query per
 * status. Each count is a button that shows only that status; pressed when it is the filter.
 */
function StatusSummary({
  search,
  rating,
  current,
  onChoose,
}: {
  search: string;
  rating: number | undefined;
  current: ReviewStatus | undefined;
  onChoose: (status: ReviewStatus | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const number = new Intl.NumberFormat(i18n.language);
  const counts = {
    pending: useCount(api, 'pending', search, rating),
    approved: useCount(api, 'approved', search, rating),
    rejected: useCount(api, 'rejected', search, rating),
  };
  const summary = statusSummary(REVIEW_STATUSES, counts);
  const items: { status: ReviewStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: t('catalogueEngagement.reviews.allStatuses'), count: summary.total },
    ...summary.statuses.map((s) => ({
      status: s.status,
      label: t(`catalogueEngagement.reviewStatus.${s.status}`),
      count: s.count,
    })),
  ];
  return (
    <Box as="section" aria-label={t('catalogueEngagement.reviews.summary')} data-testid="review-summary">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
        {items.map((item) => {
          const pressed = item.status === current;
          return (
            <li key={item.status ?? 'all'}>
              <chakra.button
                type="button"
                width="100%"
                textAlign="start"
                borderWidth="1px"
                rounded="lg"
                px="4"
                py="3"
                bg={pressed ? 'primary.subtle' : 'bg'}
                borderColor={pressed ? 'primary.solid' : 'border'}
                focusVisibleRing="outside"
                _hover={{ bg: pressed ? 'primary.subtle' : 'bg.muted' }}
                aria-pressed={pressed}
                data-status={item.status ?? 'all'}
                onClick={() => onChoose(item.status)}
              >
                <Text fontSize="sm" color={pressed ? 'primary.fg' : 'fg.muted'}>
                  {item.label}
                </Text>
                {item.count === undefined ? (
                  <Box height="9" display="flex" alignItems="center">
                    <Loading label={t('catalogueEngagement.common.loading')} size="sm" color="fg.muted" />
                  </Box>
                ) : (
                  <Text fontSize="2xl" fontWeight="semibold" data-testid="summary-count">
                    {number.format(item.count)}
                  </Text>
                )}
              </chakra.button>
            </li>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

function useCount(
  api: ReturnType<typeof useApi>,
  status: ReviewStatus,
  search: string,
  rating: number | undefined,
) {
  const query = api.useQuery('get', '/api/product-reviews/', {
    params: {
      query: {
        page: 1,
        page_size: 5,
        status,
        ...(search && { search }),
        ...(rating !== undefined && { rating }),
      },
    },
  });
  return query.data?.count;
}
