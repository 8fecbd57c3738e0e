import { and, ne, sql, type SQL } from 'drizzle-orm';
import { DUE_SOON_DAYS, type ReviewDue } from '../../../domain/hr/performanceReview';
import { performanceReviews } from './tables';

// When a review is due (domain/hr/performanceReview.ts, REVIEW_DUE): one definition for the
// reviews list's `?due=` filter and the HR dashboard, so a dashboard figure and the list it
// links to always agree.

const r = performanceReviews;

/** Its review date once set, else the last day of the period it covers. */
export const dueDate = sql<string>`coalesce(${r.review_date}, ${r.period_end})`;

const open = ne(r.status, 'completed');
export const overdue: SQL = and(open, sql`${dueDate} < current_date`)!;
export const dueSoon: SQL = and(
  open,
  sql`${dueDate} >= current_date`,
  sql`${dueDate} <= current_date + ${sql.raw(String(DUE_SOON_DAYS))}`,
)!;

/** The reviews `due` names: open and overdue, or open and due within DUE_SOON_DAYS days. */
export const dueWhere = (due: ReviewDue): SQL => (due === 'overdue' ? overdue : dueSoon);
