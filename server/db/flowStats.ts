import { sql, type SQL } from 'drizzle-orm';
import type { FlowAnomaly, FlowTransitionStats } from '../../domain/workflows/flowStats';
import type { DbOrTx } from './client';

/** How many records a recorded anomaly names, most recent first. */
const ANOMALY_RECORDS = 20;

/**
 * A status flow's recorded changes: a query whose rows are every change of the records the
 * caller may read, as `record_id`, `seq` (orders changes of one record recorded at the same
 * time), `from_state` (null for the creation), `event`, `to_state`, `at`. Every change of those
 * records, not only the period's: the time spent in a state is measured from the change that
 * brought the record there, which may be older than the period.
 */
export type RecordedChanges = SQL;

type Row = {
  from_state: string | null;
  event: string;
  to_state: string;
  count: number | string;
  median_seconds: number | string | null;
  records: (number | string)[];
  last_at: Date | string;
};

/**
 * Counts the changes recorded from `since` (all without it) by (from, event, to), with the
 * median time the records had spent in `from` before each, in one query: a window over each
 * record's changes finds when it entered `from`, `percentile_cont` takes the median. `allowed`
 * judges each kind of change (the machine's own transition function); those it refuses come
 * back as anomalies too, naming their records.
 */
export async function recordedFlowStats(
  db: DbOrTx,
  changes: RecordedChanges,
  since: Date | null,
  allowed: (from: string | null, event: string, to: string) => boolean,
): Promise<{ transitions: FlowTransitionStats[]; anomalies: FlowAnomaly[] }> {
  const result = (await db.execute(sql`
    with steps as (
      select c.record_id, c.seq, c.from_state, c.event, c.to_state, c.at,
        lag(c.at) over (partition by c.record_id order by c.at, c.seq) as entered_at
      from (${changes}) c
    )
    select from_state, event, to_state, count(*)::int as count,
      percentile_cont(0.5) within group (order by extract(epoch from at - entered_at)) as median_seconds,
      (array_agg(record_id order by at desc, seq desc))[1:${ANOMALY_RECORDS * 4}] as records,
      max(at) as last_at
    from steps
    where ${since === null ? sql`true` : sql`at >= ${since.toISOString()}`}
    group by from_state, event, to_state
    order by count(*) desc, from_state nulls first, event, to_state`)) as unknown as { rows: Row[] };

  const transitions: FlowTransitionStats[] = [];
  const anomalies: FlowAnomaly[] = [];
  for (const row of result.rows) {
    const from = row.from_state;
    const kind = { from, event: row.event, to: row.to_state, count: Number(row.count) };
    const ok = allowed(from, row.event, row.to_state);
    transitions.push({
      ...kind,
      median_seconds: row.median_seconds === null ? null : Number(row.median_seconds),
      allowed: ok,
    });
    if (!ok) {
      // A record may have gone through the same change more than once: each named once.
      const records = [...new Set(row.records.map(Number))].slice(0, ANOMALY_RECORDS);
      anomalies.push({ ...kind, records, last_at: new Date(row.last_at).toISOString() });
    }
  }
  return { transitions, anomalies };
}
