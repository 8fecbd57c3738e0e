import { z } from 'zod';
import { DATE_RANGE_PRESETS, OrganizationFilterFields } from '../common/pagination';

/** The status flows whose changes are recorded, one figures endpoint each. */
export const RECORDED_FLOWS = ['orderStatus', 'reviewStatus', 'productStatus'] as const;
export type RecordedFlow = (typeof RECORDED_FLOWS)[number];

/** The date range presets of the flows' figures (days back from now), as every list offers them. */
export const FLOW_DATE_PRESETS = DATE_RANGE_PRESETS;
export type FlowDatePreset = (typeof FLOW_DATE_PRESETS)[number];

/** The event a record's creation is recorded under (from no status to the first). */
export const FLOW_CREATED_EVENT = 'CREATE';
/** A product's status has no events: every recorded change after its creation is this one. */
export const PRODUCT_STATUS_CHANGE_EVENT = 'CHANGE_STATUS';

/**
 * `?date_preset=N`: the changes recorded in the last N days (all of them without one).
 * `?organization=`: one organisation's records among those the caller may read; without it, the
 * organisation the caller works in, as every list.
 */
export const FlowStatsQuerySchema = z.strictObject({
  date_preset: z.enum(FLOW_DATE_PRESETS).optional(),
  ...OrganizationFilterFields,
});
export type FlowStatsQuery = z.infer<typeof FlowStatsQuerySchema>;

const count = z.number().int().min(0);

/** A kind of recorded change: from a state (null: the record's creation), by an event, to a state. */
const changeFields = {
  from: z.string().nullable(),
  event: z.string(),
  to: z.string(),
};

/** One kind of recorded change in numbers. */
export const FlowTransitionStatsSchema = z
  .object({
    ...changeFields,
    /** How many times it was recorded in the period. */
    count,
    /**
     * The median time, in seconds, the records had spent in `from` before this change (since the
     * change that brought them there); null for a creation.
     */
    median_seconds: z.number().nullable(),
    /** Whether the machine makes this change; one it does not is also listed in `anomalies`. */
    allowed: z.boolean(),
  })
  .meta({ id: 'FlowTransitionStats' });
export type FlowTransitionStats = z.infer<typeof FlowTransitionStatsSchema>;

/** A recorded change the machine does not make (an old row, a direct database edit). */
export const FlowAnomalySchema = z
  .object({
    ...changeFields,
    count,
    /** The records that went through it, most recent first (at most 20). */
    records: z.array(z.number().int()),
    last_at: z.string(),
  })
  .meta({ id: 'FlowAnomaly' });
export type FlowAnomaly = z.infer<typeof FlowAnomalySchema>;

/** How many records sit in a state now. */
export const FlowStateCountSchema = z
  .object({
    state: z.string(),
    /** The state's name where the organisation names it (a product status); null for the machine's own. */
    label: z.string().nullable(),
    count,
  })
  .meta({ id: 'FlowStateCount' });
export type FlowStateCount = z.infer<typeof FlowStateCountSchema>;

/**
 * A recorded flow in numbers, over the records the caller may read: the changes of the period
 * (`since` onwards), each with its count and median time before it, the changes the machine
 * does not make, and how many records are in each state now (whatever the period).
 */
export const FlowStatsSchema = z
  .object({
    flow: z.enum(RECORDED_FLOWS),
    date_preset: z.enum(FLOW_DATE_PRESETS).nullable(),
    since: z.string().nullable(),
    transitions: z.array(FlowTransitionStatsSchema),
    states: z.array(FlowStateCountSchema),
    anomalies: z.array(FlowAnomalySchema),
  })
  .meta({ id: 'FlowStats' });
export type FlowStats = z.infer<typeof FlowStatsSchema>;

/** The start of a preset's period, `now` minus its days. */
export const flowPeriodStart = (preset: FlowDatePreset | undefined, now: Date): Date | null =>
  preset === undefined ? null : new Date(now.getTime() - Number(preset) * 86_400_000);
