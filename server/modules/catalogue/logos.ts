import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { IdParams } from '../../../domain/common/fields';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { deleteFiles, fileUrl, IMAGE_UPLOAD, storeImage } from './files';

type WithLogo = { id: number; id_organization: number; name: string; logo: string | null };

/** The resources with a logo, by their audit type; each has its `<type>.logo` audit action. */
type LogoOwner = 'Brand' | 'Category' | 'Organization';
const LOGO_ACTIONS = {
  Brand: 'brand.logo',
  Category: 'category.logo',
  Organization: 'organization.logo',
} as const satisfies Record<LogoOwner, string>;

/**
 * PUT and DELETE `{path}{id}/logo/` for a resource with a logo (brands, categories, an
 * organisation's profile): the body is the image itself, checked by content; the old file goes
 * with the change, in one transaction. `findFor` answers the row with its organisation (an
 * organisation's own id), whose members may then read the file.
 */
export function logoRoutes(
  app: App,
  services: Services,
  opts: {
    path: string;
    tag: string;
    auditType: LogoOwner;
    table: PgTable & { id: PgColumn; logo: PgColumn };
    findFor: (
      db: DbOrTx,
      principal: Principal,
      id: number,
      action: string,
      lock?: boolean,
    ) => Promise<WithLogo>;
    present: (principal: Principal, row: WithLogo) => Promise<unknown>;
    /** The resource's item schema: both routes answer the changed row. */
    item: z.ZodType;
  },
) {
  const { db } = services.database;
  const setLogo = (principal: Principal, ip: string, id: number, body: unknown) =>
    db.transaction(async (tx) => {
      const row = await opts.findFor(tx, principal, id, 'update', true);
      const file = body === null ? null : await storeImage(tx, row.id_organization, body);
      const [updated] = (await tx
        .update(opts.table)
        .set({ logo: file?.key ?? null, updated_at: new Date() } as never)
        .where(eq(opts.table.id, row.id))
        .returning()) as WithLogo[];
      await deleteFiles(tx, [row.logo]);
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: row.id_organization,
        action: LOGO_ACTIONS[opts.auditType],
        objectType: opts.auditType,
        objectId: row.id,
        objectName: row.name,
        before: { logo: fileUrl(row.logo) },
        after: {
          logo: fileUrl(file?.key ?? null),
          ...(file && { content_type: file.type, size: file.size }),
        },
        ip,
      });
      return updated!;
    });

  app.put(
    `${opts.path}:id/logo/`,
    {
      config: { ...IMAGE_UPLOAD, requires: { action: 'update', subject: opts.auditType } },
      schema: {
        tags: [opts.tag],
        summary: 'Upload the logo: the raw image as the body (JPEG, PNG, GIF, WebP or SVG, ≤ 5 MB)',
        params: IdParams,
        response: { 200: opts.item },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return opts.present(
        principal,
        await setLogo(principal, request.ip, request.params.id, request.body ?? Buffer.alloc(0)),
      );
    },
  );
  app.delete(
    `${opts.path}:id/logo/`,
    {
      config: { requires: { action: 'update', subject: opts.auditType } },
      schema: {
        tags: [opts.tag],
        summary: 'Remove the logo',
        params: IdParams,
        response: { 200: opts.item },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return opts.present(principal, await setLogo(principal, request.ip, request.params.id, null));
    },
  );
}
