import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldMessages } from '../../../domain/common/messages';
import {
  OPTIONAL_PARENT,
  UNIT_KINDS,
  UNIT_PARENT,
  UNIT_PARENT_FIELD,
  UnitMoveSchema,
  UnitNodeSchema,
  UnitTreeQuerySchema,
  UnitTreeSchema,
  descendantKindsOf,
  unitMessages as m,
  type UnitKind,
  type UnitMove,
  type UnitNode,
} from '../../../domain/units';
import type { AuditAction } from '../../../domain/security/audited';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { detailError, fieldError } from '../../http/errors';
import { defaultAuditName } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { UNIT_TABLES } from './tables';
import { UNIT_RESOURCE_NAMES, type UnitKindRoutes } from './units';

type Unit = { id: number; id_organization: number; code: string; name: string; status_id: number | null };
const key = (kind: UnitKind, id: number) => `${kind}:${id}`;
const columnsOf = (kind: UnitKind) => UNIT_TABLES[kind] as unknown as Record<string, PgColumn>;

/** The units of one kind the caller reads in `orgId`, each with its parent's id. */
async function unitsOf(
  db: DbOrTx,
  kinds: UnitKindRoutes,
  principal: Principal,
  kind: UnitKind,
  orgId: number,
) {
  const table = UNIT_TABLES[kind];
  const parentField = UNIT_PARENT_FIELD[kind];
  const parent = parentField ? columnsOf(kind)[parentField] : undefined;
  const rows = await db
    .select({
      id: table.id,
      code: table.code,
      name: table.name,
      status_id: table.status_id,
      ...(parent && { parent_id: parent }),
    })
    .from(table)
    .where(and(eq(table.id_organization, orgId), kinds[kind].scope(principal, 'read')))
    .orderBy(table.name, table.id);
  return rows as {
    id: number;
    code: string;
    name: string;
    status_id: number | null;
    parent_id?: number | null;
  }[];
}

/**
 * The organisation's whole hierarchy as the caller may read it: every kind's units, parents
 * before children. A search keeps the matching units and their ancestors.
 */
export async function unitTree(
  db: DbOrTx,
  kinds: UnitKindRoutes,
  principal: Principal,
  orgId: number,
  search?: string,
) {
  const nodes = new Map<string, UnitNode>();
  const counts = {} as Record<UnitKind, number>;
  // Parents' kinds come first in UNIT_KINDS, so a parent is known before its children.
  for (const kind of UNIT_KINDS) {
    const rows = await unitsOf(db, kinds, principal, kind, orgId);
    counts[kind] = rows.length;
    const parentKind = UNIT_PARENT[kind];
    for (const row of rows) {
      const parentKey = parentKind && row.parent_id != null ? key(parentKind, row.parent_id) : null;
      const placed = parentKey !== null && nodes.has(parentKey);
      nodes.set(key(kind, row.id), {
        kind,
        id: row.id,
        code: row.code,
        name: row.name,
        status_id: row.status_id,
        parent_kind: placed ? parentKind : null,
        parent_id: placed ? row.parent_id! : null,
        children: 0,
        match: true,
      });
    }
  }
  let kept = [...nodes.values()];
  const term = search?.trim().toLowerCase();
  if (term) {
    const keep = new Set<string>();
    for (const node of kept) {
      node.match = node.code.toLowerCase().includes(term) || node.name.toLowerCase().includes(term);
      if (!node.match) continue;
      for (let at: UnitNode | undefined = node; at && !keep.has(key(at.kind, at.id));) {
        keep.add(key(at.kind, at.id));
        at = at.parent_kind ? nodes.get(key(at.parent_kind, at.parent_id!)) : undefined;
      }
    }
    kept = kept.filter((node) => keep.has(key(node.kind, node.id)));
  }
  for (const node of kept)
    if (node.parent_kind) nodes.get(key(node.parent_kind, node.parent_id!))!.children++;
  return { counts, nodes: kept };
}

/** The ids up from a unit: its parent, its parent's parent, … (a typed chain, so it ends). */
async function ancestorsOf(db: DbOrTx, kind: UnitKind, id: number) {
  const found: string[] = [];
  for (let at: { kind: UnitKind; id: number } | null = { kind, id }; at;) {
    const field = UNIT_PARENT_FIELD[at.kind];
    const parentKind: UnitKind | null = UNIT_PARENT[at.kind];
    if (!field || !parentKind) break;
    const table = UNIT_TABLES[at.kind];
    const [row] = await db
      .select({ parent: columnsOf(at.kind)[field]! })
      .from(table)
      .where(eq(table.id, at.id));
    const parentId = row?.parent as number | null | undefined;
    at = parentId == null ? null : { kind: parentKind, id: parentId };
    if (at) found.push(key(at.kind, at.id));
  }
  return found;
}

/**
 * Puts a unit under another parent (or none, for the kinds that may stand alone), in one
 * transaction, audited as `<kind>.move`. The unit must be the caller's to update, the parent of
 * the kind the hierarchy says, of the unit's organisation and readable to the caller.
 */
export async function moveUnit(
  services: Services,
  kinds: UnitKindRoutes,
  principal: Principal,
  request: FastifyRequest,
  move: UnitMove,
) {
  const { kind, id, parent } = move;
  return services.database.db.transaction(async (tx) => {
    const unit = (await kinds[kind].findFor(tx, principal, id, 'update', true)) as Unit;
    const field = UNIT_PARENT_FIELD[kind];
    const parentKind = UNIT_PARENT[kind];
    if (!field || !parentKind) throw fieldError('parent', m.wrongParent(kind, null));
    if (!parent) {
      if (!OPTIONAL_PARENT.has(kind)) throw fieldError('parent', m.parentRequired(kind, parentKind));
    } else if (parent.kind !== parentKind) {
      const underItself =
        (parent.kind === kind && parent.id === id) ||
        (descendantKindsOf(kind).includes(parent.kind) &&
          (await ancestorsOf(tx, parent.kind, parent.id)).includes(key(kind, id)));
      if (underItself) throw detailError(409, m.moveUnderItself(kind));
      throw fieldError('parent', m.wrongParent(kind, parentKind));
    } else {
      const table = UNIT_TABLES[parent.kind];
      const [found] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.id, parent.id),
            eq(table.id_organization, unit.id_organization),
            kinds[parent.kind].scope(principal, 'read'),
          ),
        );
      if (!found) throw fieldError('parent', fieldMessages.referenceNotFound);
    }
    const before = (unit as unknown as Record<string, unknown>)[field] ?? null;
    const after = parent?.id ?? null;
    const table = UNIT_TABLES[kind];
    if (before !== after) {
      await tx
        .update(table)
        .set({ [field]: after, updated_at: new Date() } as never)
        .where(eq(table.id, id));
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: unit.id_organization,
        action: `${UNIT_RESOURCE_NAMES[kind].toLowerCase()}.move` as AuditAction,
        objectType: UNIT_RESOURCE_NAMES[kind],
        objectId: id,
        objectName: defaultAuditName(unit),
        before: { [field]: before },
        after: { [field]: after },
        ip: request.ip,
      });
    }
    return {
      kind,
      id,
      code: unit.code,
      name: unit.name,
      status_id: unit.status_id,
      parent_kind: parent ? parent.kind : null,
      parent_id: after,
      children: 0,
      match: true,
    } satisfies UnitNode;
  });
}

/** `GET /units/tree/` and `POST /units/move/`. */
export function treeRoutes(app: App, services: Services, kinds: UnitKindRoutes) {
  const router = app as unknown as FastifyInstance;
  const { db } = services.database;
  router.get(
    '/units/tree/',
    {
      // The structure's screen: who reads the organisation (teams then as the caller reads them).
      config: { requires: { action: 'read', subject: 'Organization' } },
      schema: {
        tags: ['units'],
        summary: 'The hierarchy of an organisation, with counts per kind (Organization read)',
        querystring: UnitTreeQuerySchema,
        response: { 200: UnitTreeSchema },
      },
    },
    async (request: FastifyRequest<{ Querystring: { search?: string; organization?: number } }>) => {
      const principal = principalOf(request);
      // By default the organisation the caller works in (a manager of organisations' choice in
      // the header), as every list follows it.
      const orgId = request.query.organization ?? workingOrganizationOf(principal);
      return unitTree(db, kinds, principal, orgId, request.query.search);
    },
  );
  router.post(
    '/units/move/',
    {
      // Moving is changing the structure; a team's move also takes updating the team.
      config: { requires: { action: 'update', subject: 'Organization' }, errors: [404, 409] },
      schema: {
        tags: ['units'],
        summary: 'Puts a unit under another parent (Organization update, and the unit’s own update)',
        body: UnitMoveSchema,
        response: { 200: UnitNodeSchema },
      },
    },
    async (request: FastifyRequest<{ Body: UnitMove }>) =>
      moveUnit(services, kinds, principalOf(request), request, request.body),
  );
}
