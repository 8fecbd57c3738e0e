import type { ApiClient } from '../../../api/http';

/**
 * POST /products/{id}/images/ with the raw file as the body (its type in Content-Type; the
 * server decides by the content). Rejects with the API's error body; answers the stored image.
 */
export async function uploadProductImage(client: ApiClient, productId: number, file: Blob, alt = '') {
  const { data, error } = await client.POST('/api/products/{id}/images/', {
    params: { path: { id: productId }, query: alt ? { alt } : {} },
    body: file as never,
    bodySerializer: (body: unknown) => body as Blob,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  if (!data) throw error ?? new Error('upload failed');
  return data;
}
