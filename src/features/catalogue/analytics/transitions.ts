import type { CatalogueAnalytics } from '../../../../domain/catalogue/product';

export type Transition = CatalogueAnalytics['status_transitions'][number];

export type FlowRow = {
  key: string;
  /** null: the product was created in the `to` status. */
  from: string | null;
  to: string;
  /** The organisation whose statuses these are (combined figures name it). */
  organization: number;
  count: number;
  /** Share of all transitions, in whole percent. */
  share: number;
};

/**
 * The status transition flow (spec §4) as rows to read: most frequent first, then by the
 * statuses' names, each with its share of all transitions.
 */
export function flowRows(transitions: Transition[]): FlowRow[] {
  const total = transitions.reduce((sum, t) => sum + t.count, 0);
  return transitions
    .filter((t) => t.count > 0)
    .map((t) => ({
      key: `${t.from?.id ?? 'new'}-${t.to.id}`,
      from: t.from?.name ?? null,
      to: t.to.name,
      organization: t.id_organization,
      count: t.count,
      share: total ? Math.round((t.count / total) * 100) : 0,
    }))
    .sort(
      (a, b) => b.count - a.count || (a.from ?? '').localeCompare(b.from ?? '') || a.to.localeCompare(b.to),
    );
}

/** Every status in the flow, in the order products move through them (first seen as a target of "created" first). */
export function flowStatuses(transitions: Transition[]): string[] {
  const names: string[] = [];
  const add = (name: string | undefined) => {
    if (name && !names.includes(name)) names.push(name);
  };
  for (const t of transitions.filter((t) => t.from === null)) add(t.to.name);
  for (const t of transitions) {
    add(t.from?.name);
    add(t.to.name);
  }
  return names;
}
