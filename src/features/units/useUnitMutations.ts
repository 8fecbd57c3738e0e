import type { UseMutationResult } from '@tanstack/react-query';
import type { UnitKind } from '../../../domain/units/kinds';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { UNIT_RESOURCES } from './unitResource';
import type { UnitRow } from './unitRow';

type Body = Record<string, unknown>;

/**
 * Create, update and delete of a kind's units (`useResourceMutations`: each followed by the
 * invalidation of that kind's lists and rows), typed for the screens that serve every kind.
 */
export function useUnitMutations(kind: UnitKind) {
  const mutations = useResourceMutations(UNIT_RESOURCES[kind] as (typeof UNIT_RESOURCES)['group']);
  return mutations as unknown as {
    create: UseMutationResult<UnitRow, unknown, Body>;
    update: UseMutationResult<UnitRow, unknown, { id: number; body: Body }>;
    remove: UseMutationResult<void, unknown, number>;
    invalidate: () => Promise<void>;
  };
}
