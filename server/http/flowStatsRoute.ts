import type { SQL } from 'drizzle-orm';
import {
  flowPeriodStart,
  FlowStatsQuerySchema,
  FlowStatsSchema,
  type FlowStateCount,
  type FlowStats,
  type FlowStatsQuery,
  type RecordedFlow,
} from '../../domain/workflows/flowStats';
import type { Principal } from '../access/principals';
import { principalOf } from '../auth/authenticate';
import type { DbOrTx } from '../db/client';
import { recordedFlowStats, type RecordedChanges } from '../db/flowStats';
import type { Services } from '../services';
import type { App } from './types';

export interface FlowStatsSource {
  flow: RecordedFlow;
  /** The records' subject: reading the figures needs read on it, and on Analytics. */
  subject: string;
  path: string;
  tags: string[];
  /**
   * The records the caller may read, as the subject's list scopes them (a brand manager's brand),
   * narrowed to the organisation asked for or worked in, as a SQL condition on the records.
   */
  scope: (principal: Principal, query: FlowStatsQuery) => SQL | undefined;
  /** Every recorded change of the records in `scope` (see `RecordedChanges`). */
  changes: (scope: SQL | undefined) => RecordedChanges;
  /** How many records in `scope` are in each state now. */
  states: (db: DbOrTx, scope: SQL | undefined) => Promise<FlowStateCount[]>;
  /** Whether the flow makes a change (its machine's pure transition function). */
  allowed: (from: string | null, event: string, to: string) => boolean;
}

/**
 * GET `<records>/status-flow/`: a recorded status flow in numbers for the workflow studio's chart,
 * over the records the caller may read, as the records' own list scopes them. Needs read on the
 * records' subject (the numbers are the records', counted) and read on Analytics (the studio is
 * an analytics screen), as the catalogue's analytics do.
 */
export function flowStatsRoute(app: App, services: Services, source: FlowStatsSource) {
  const { db } = services.database;
  app.get(
    source.path,
    {
      config: {
        requires: [
          { action: 'read', subject: 'Analytics' },
          { action: 'read', subject: source.subject },
        ],
      },
      schema: {
        tags: source.tags,
        summary: `The ${source.flow} flow in numbers: changes, time before each, anomalies, records per state (Analytics and ${source.subject} read)`,
        querystring: FlowStatsQuerySchema,
        response: { 200: FlowStatsSchema },
      },
    },
    async (request): Promise<FlowStats> => {
      const principal = principalOf(request);
      const query = request.query;
      const since = flowPeriodStart(query.date_preset, new Date());
      const scope = source.scope(principal, query);
      const [recorded, states] = await Promise.all([
        recordedFlowStats(db, source.changes(scope), since, source.allowed),
        source.states(db, scope),
      ]);
      return {
        flow: source.flow,
        date_preset: query.date_preset ?? null,
        since: since?.toISOString() ?? null,
        ...recorded,
        states,
      };
    },
  );
}
