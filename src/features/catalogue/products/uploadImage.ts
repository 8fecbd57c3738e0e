import type { ApiFailure } from '../../../../domain/common/apiFailure';
import type { ApiClient } from '../../../api/http';

/**
 * POST /products/{id}/images/ with the raw file as the body (its type in Content-Type; the
 * server decides by the content). Rejects with the failure (status and the API's body: why the
 * file was refused, its type or size); answers the stored image.
 */
export async function uploadProductImage(client: ApiClient, productId: number, file: Blob, alt = '') {
  const { data, error, response } = await client.POST('/api/products/{id}/images/', {
    params: { path: { id: productId }, query: alt ? { alt } : {} },
    body: file as never,
    bodySerializer: (body: unknown) => body as Blob,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  if (!data) throw { status: response.status, body: error } satisfies ApiFailure;
  return data;
}
