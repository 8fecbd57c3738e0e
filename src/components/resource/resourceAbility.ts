import { subject as asInstance } from '@casl/ability';
import type { AppAbility } from '../../../domain/access/app-ability';
import type { Resource } from './resource';

const WRITES = new Set(['create', 'update', 'delete']);

type Governed = Pick<Resource, 'subject' | 'writeAction' | 'asSubject'>;

/**
 * Whether `ability` lets its holder `action` a resource's rows (`row` given: that row), judged as
 * the server judges it: a change needs the resource's write action when it has one, and a row is
 * seen through `asSubject`. A screen offers only what this allows; the server checks each call.
 */
export function canOnResource(
  ability: AppAbility | null | undefined,
  resource: Governed,
  action: string,
  row?: { id_organization: number },
): boolean {
  if (!ability) return false;
  const act = WRITES.has(action) ? (resource.writeAction ?? action) : action;
  if (!row) return ability.can(act, resource.subject);
  const fields = resource.asSubject ? resource.asSubject(row) : { ...row };
  return ability.can(act, asInstance(resource.subject, fields));
}
