import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import { ProductImageSchema, ProductSchema, type Product } from '../../../domain/catalogue';
import { id, IdParams } from '../../../domain/common/fields';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { NO_CONTENT } from '../../http/contract';
import { badRequest, fieldError, notFound } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { deleteFiles, fileUrl, IMAGE_UPLOAD, storeImage } from './files';
import { productImages, products, type ProductRow } from './tables';

export const MAX_IMAGES_PER_PRODUCT = 20;

const ProductParams = IdParams;
const ImageParams = IdParams.extend({ imageId: IdParams.shape.id });
const UploadQuery = z.strictObject({
  alt: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.').default(''),
});
const OrderBody = z.strictObject({ order: z.array(id()).max(MAX_IMAGES_PER_PRODUCT) });

type Find = (
  db: DbOrTx,
  principal: Principal,
  id: number,
  action: string,
  lock?: boolean,
) => Promise<ProductRow>;

/**
 * A product's images: upload (the raw image as the body, checked by content), delete and
 * reorder, each needing update on the product and each in one transaction with its audit row.
 */
export function productImageRoutes(
  app: App,
  services: Services,
  {
    findFor,
    present,
  }: { findFor: Find; present: (principal: Principal, row: ProductRow) => Promise<Product> },
) {
  const { db } = services.database;
  const tag = { tags: ['catalogue'] };
  const audit = (
    tx: DbOrTx,
    principal: Principal,
    ip: string,
    product: ProductRow,
    action: 'image.add' | 'image.delete' | 'image.reorder',
    before: unknown,
    after: unknown,
  ) =>
    writeAudit(tx, {
      actorId: principal.user.id,
      idOrganization: product.id_organization,
      action: `product.${action}`,
      objectType: 'Product',
      objectId: product.id,
      objectName: product.name,
      before,
      after,
      ip,
    });

  app.post(
    '/products/:id/images/',
    {
      config: { ...IMAGE_UPLOAD, requires: { action: 'update', subject: 'Product' } },
      schema: {
        ...tag,
        summary: 'Add an image: the raw image as the body (JPEG, PNG, GIF, WebP or SVG, ≤ 5 MB)',
        params: ProductParams,
        querystring: UploadQuery,
        response: { 201: ProductImageSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const image = await db.transaction(async (tx) => {
        const product = await findFor(tx, principal, request.params.id, 'update', true);
        const [stats] = await tx
          .select({ n: count(), last: max(productImages.position) })
          .from(productImages)
          .where(eq(productImages.product_id, product.id));
        if (Number(stats?.n ?? 0) >= MAX_IMAGES_PER_PRODUCT) {
          throw fieldError('file', `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images.`);
        }
        const file = await storeImage(tx, product.id_organization, request.body);
        const [row] = await tx
          .insert(productImages)
          .values({
            product_id: product.id,
            file_key: file.key,
            alt: request.query.alt,
            position: (stats?.last ?? -1) + 1,
          })
          .returning();
        const image = {
          id: row!.id,
          url: fileUrl(file.key)!,
          content_type: file.type,
          size: file.size,
          alt: row!.alt,
          position: row!.position,
        };
        await audit(tx, principal, request.ip, product, 'image.add', null, image);
        return image;
      });
      return reply.status(201).send(image);
    },
  );

  app.delete(
    '/products/:id/images/:imageId/',
    {
      config: { requires: { action: 'update', subject: 'Product' } },
      schema: { ...tag, summary: 'Delete an image', params: ImageParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await db.transaction(async (tx) => {
        const product = await findFor(tx, principal, request.params.id, 'update', true);
        const [image] = await tx
          .delete(productImages)
          .where(and(eq(productImages.id, request.params.imageId), eq(productImages.product_id, product.id)))
          .returning();
        if (!image) throw notFound();
        await deleteFiles(tx, [image.file_key]);
        await audit(
          tx,
          principal,
          request.ip,
          product,
          'image.delete',
          { id: image.id, url: fileUrl(image.file_key) },
          null,
        );
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/products/:id/images/order/',
    {
      config: { requires: { action: 'update', subject: 'Product' } },
      schema: {
        ...tag,
        summary: 'Reorder the images: every image id of the product, in the new order',
        params: ProductParams,
        body: OrderBody,
        response: { 200: ProductSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const product = await db.transaction(async (tx) => {
        const product = await findFor(tx, principal, request.params.id, 'update', true);
        const current = await tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.product_id, product.id))
          .orderBy(asc(productImages.position), asc(productImages.id));
        const order = request.body.order;
        const same =
          order.length === current.length &&
          new Set(order).size === order.length &&
          current.every((c) => order.includes(c.id));
        if (!same) throw badRequest({ order: ['Give every image of the product exactly once.'] });
        for (const [position, imageId] of order.entries()) {
          await tx
            .update(productImages)
            .set({ position })
            .where(and(eq(productImages.id, imageId), inArray(productImages.product_id, [product.id])));
        }
        await tx.update(products).set({ updated_at: new Date() }).where(eq(products.id, product.id));
        await audit(
          tx,
          principal,
          request.ip,
          product,
          'image.reorder',
          { order: current.map((c) => c.id) },
          { order },
        );
        return product;
      });
      return present(principal, product);
    },
  );
}
