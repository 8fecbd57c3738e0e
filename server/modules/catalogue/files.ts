import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { detectImageType, IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../domain/common/images';
import { fieldMessages } from '../../../domain/common/messages';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { seesAllOrganizations } from '../security/scope';
import { catalogueFiles } from './tables';

/** Raw upload bodies may be a little over the image limit, so the limit gets its own message. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/** The API path a file is served from. */
export const fileUrl = (key: string | null) => (key ? `/api/files/${key}/` : null);

/**
 * Accepts an upload's bytes when their content is an allowed image (whatever the name or the
 * declared type say) and stores them; returns the new file's key.
 */
export async function storeImage(
  tx: DbOrTx,
  orgId: number,
  body: unknown,
): Promise<{ key: string; type: string; size: number }> {
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (!bytes || bytes.length === 0) throw fieldError('file', fieldMessages.fileEmpty);
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError('file', fieldMessages.fileSize);
  const type = detectImageType(bytes);
  if (!type) throw fieldError('file', fieldMessages.fileType);
  const key = randomBytes(16).toString('hex');
  await tx
    .insert(catalogueFiles)
    .values({ key, id_organization: orgId, content_type: type, size: bytes.length, bytes });
  return { key, type, size: bytes.length };
}

export async function deleteFiles(tx: DbOrTx, keys: (string | null)[]) {
  const present = keys.filter((k): k is string => !!k);
  if (present.length) await tx.delete(catalogueFiles).where(inArray(catalogueFiles.key, present));
}

/** Route config of an upload: the raw image is the body (documented as such). */
export const IMAGE_UPLOAD = { media: { request: [...IMAGE_TYPES, 'application/octet-stream'] } } as const;

/** Raw image bodies (`PUT` of a logo, `POST` of a product image) arrive as buffers. */
export function acceptImageBodies(app: App) {
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

const FileParams = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * GET /api/files/{key}/: a stored image, to signed-in members of its organisation. Served so it
 * can never run as a page: no sniffing, a sandboxing CSP, and SVG only as a download when
 * opened directly (an <img> still shows it, and an <img> never runs an SVG's script).
 */
export function fileRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/files/:key/',
    {
      config: { requires: 'signed-in', media: { response: IMAGE_TYPES } },
      schema: {
        tags: ['catalogue'],
        summary: 'An uploaded image (logo or product image)',
        params: FileParams,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const file = await findFile(db, principal, request.params.key);
      reply
        .header('content-type', file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=86400, immutable');
      if (file.content_type === 'image/svg+xml')
        reply.header('content-disposition', `attachment; filename="${file.key}.svg"`);
      return reply.send(file.bytes);
    },
  );
}

async function findFile(db: DbOrTx, principal: Principal, key: string) {
  const [file] = await db
    .select()
    .from(catalogueFiles)
    .where(
      and(
        eq(catalogueFiles.key, key),
        seesAllOrganizations(principal)
          ? undefined
          : eq(catalogueFiles.id_organization, principal.user.id_organization),
      ),
    )
    .limit(1);
  if (!file) throw notFound();
  return file;
}
