import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { ReferralListQuerySchema } from '../../../../domain/catalogue/engagement';
import { defineResource } from '../../../components/resource/resource';

/** Referrals: who referred whom, for which product; governed by the Product right. */
export const referralResource = defineResource({
  path: '/api/referrals/',
  name: 'referral',
  subject: CATALOGUE_SUBJECT.product,
  texts: 'catalogueEngagement.referrals',
  listQuery: ReferralListQuerySchema,
  filters: ['status'],
  defaultOrdering: '-created_at',
});
