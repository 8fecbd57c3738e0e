import { fromPromise } from 'xstate';
import { slugify } from '../../../../domain/catalogue/product';
import type { ProductImage } from '../../../../domain/catalogue/product';
import type { ApiFailure } from '../../../../domain/common/apiFailure';
import {
  productWizardMachine,
  type LaunchFields,
  type SaveProductInput,
} from '../../../../machines/productWizard';
import type { ApiClient } from '../../../api/http';
import { uploadProductImage } from './uploadImage';

/** The body of POST / PATCH /products/ from the wizard's steps 1 and 2 (a slug from the name when none is typed). */
export function productBody({ product }: SaveProductInput) {
  return {
    ...product,
    status: product.status as number,
    product_type: product.product_type as number,
    brand: product.brand as number,
    priority: product.priority as Exclude<typeof product.priority, ''>,
    cost_basis: product.cost_basis as number,
    stock_quantity: product.stock_quantity as number,
    minimum_order_quantity: product.minimum_order_quantity ?? 1,
    start_date: product.start_date || null,
    end_date: product.end_date || null,
    slug: product.slug.trim() || slugify(product.name),
  };
}

/** The body of POST /product-launches/ for the saved product. */
export const launchBody = (productId: number, launch: LaunchFields) => ({
  product: productId,
  ...launch,
  actual_launch_date: null,
  team: [],
});

/** How a call was answered when it failed: its status and the API's body, for the machine to read. */
const failed = (response: Response, body: unknown): ApiFailure => ({ status: response.status, body });

/**
 * The wizard machine with its actors doing the real API calls; each rejects with the failure
 * (`ApiFailure`), or with the fetch error when no answer came.
 */
export function wizardWithApi(client: ApiClient) {
  return productWizardMachine.provide({
    actors: {
      saveProduct: fromPromise<{ id: number }, SaveProductInput>(async ({ input }) => {
        const body = productBody(input);
        const { data, error, response } =
          input.productId === null
            ? await client.POST('/api/products/', { body })
            : await client.PATCH('/api/products/{id}/', { params: { path: { id: input.productId } }, body });
        if (!data) throw failed(response, error);
        return data;
      }),
      uploadImage: fromPromise<ProductImage, { productId: number; file: Blob }>(({ input }) =>
        uploadProductImage(client, input.productId, input.file),
      ),
      deleteImage: fromPromise<void, { productId: number; imageId: number }>(async ({ input }) => {
        const { response, error } = await client.DELETE('/api/products/{id}/images/{imageId}/', {
          params: { path: { id: input.productId, imageId: input.imageId } },
        });
        if (!response.ok) throw failed(response, error);
      }),
      reorderImages: fromPromise<ProductImage[], { productId: number; imageIds: number[] }>(
        async ({ input }) => {
          const { data, error, response } = await client.PUT('/api/products/{id}/images/order/', {
            params: { path: { id: input.productId } },
            body: { order: input.imageIds },
          });
          if (!data) throw failed(response, error);
          return data.images;
        },
      ),
      createLaunch: fromPromise<{ id: number }, { productId: number; launch: LaunchFields }>(
        async ({ input }) => {
          const { data, error, response } = await client.POST('/api/product-launches/', {
            body: launchBody(input.productId, input.launch),
          });
          if (!data) throw failed(response, error);
          return data;
        },
      ),
    },
  });
}
