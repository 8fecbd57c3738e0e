import { PerformanceReviewListQuerySchema } from '../../../domain/hr/performanceReview';
import { defineResource } from '../../components/resource/resource';

/** Performance reviews: HR's all, everyone else's the ones they give or receive (the server narrows the list). */
export const performanceReviewResource = defineResource({
  path: '/api/performance-reviews/',
  name: 'review',
  subject: 'Performance',
  texts: 'hr.reviews',
  listQuery: PerformanceReviewListQuerySchema,
  filters: ['status', 'reviewer', 'employee', 'team', 'date_preset', 'rating', 'due', 'awaiting'],
  defaultOrdering: '-created_at',
});
