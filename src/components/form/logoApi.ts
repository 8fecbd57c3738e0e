import type { ApiClient } from '../../api/http';
import { toApiError } from '../../api/errors';
import type { LogoChoice } from './LogoField';

/** The API's reason a logo was refused (e.g. 'Only JPEG, PNG, GIF, WebP or SVG images are allowed.'). */
export class LogoRefused extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'Logo refused');
  }
}

const raw = { bodySerializer: (body: unknown) => body as BodyInit };

type PathInit = { params: { path: { id: number } } };
type UploadInit = PathInit & typeof raw & { body: never; headers: Record<string, string> };

// The typed client names each path literally: one pair of calls per owner.
function send(client: ApiClient, resource: LogoOwner, init: PathInit, upload: UploadInit | null) {
  switch (resource) {
    case 'brands':
      return upload
        ? client.PUT('/api/brands/{id}/logo/', upload)
        : client.DELETE('/api/brands/{id}/logo/', init);
    case 'categories':
      return upload
        ? client.PUT('/api/categories/{id}/logo/', upload)
        : client.DELETE('/api/categories/{id}/logo/', init);
    case 'organizations':
      return upload
        ? client.PUT('/api/organizations/{id}/logo/', upload)
        : client.DELETE('/api/organizations/{id}/logo/', init);
  }
}

/** The resources with a logo, by their API path's name. */
export type LogoOwner = 'brands' | 'categories' | 'organizations';

/**
 * Applies a logo chosen in a form once its row is saved (a brand, a category, an organisation's
 * profile: uploaded on save): the raw file as the body of PUT …/logo/ (the server reads its
 * content, whatever its name or type says), or DELETE …/logo/ to remove it.
 */
export async function saveLogo(
  client: ApiClient,
  resource: LogoOwner,
  id: number,
  choice: LogoChoice,
): Promise<void> {
  if (!choice.file && !choice.remove) return;
  const init = { params: { path: { id } } };
  const upload = choice.file
    ? {
        ...init,
        ...raw,
        body: choice.file as never,
        headers: { 'content-type': 'application/octet-stream' },
      }
    : null;
  const { response, error } = await send(client, resource, init, upload);
  if (!response.ok) {
    const failure = toApiError(response, error);
    throw new LogoRefused(failure.fields.file?.[0] ?? failure.detail);
  }
}
