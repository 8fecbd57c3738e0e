import type { z } from 'zod';
import { queryId } from './fields';
import { ListQuerySchema, orderingParam } from './pagination';

/**
 * The query of a picker's list: a page of the rows a form or a filter may name, found by
 * `search` like any list, or by `id` the one row a saved or bookmarked choice names (so the
 * picker shows its name). `filters` are the list's own (a batch's product).
 */
export const choiceListQuery = <F extends z.ZodRawShape>(ordering: readonly string[], filters?: F) =>
  ListQuerySchema.extend({ ordering: orderingParam(ordering), id: queryId.optional(), ...filters });
