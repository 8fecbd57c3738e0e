import type { ApiClient } from '../../../api/http';
import { toApiError } from '../../../api/errors';
import type { LogoChoice } from '../../../components/form/LogoField';

/** The API's reason a logo was refused (e.g. 'Only JPEG, PNG, GIF, WebP or SVG images are allowed.'). */
export class LogoRefused extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'Logo refused');
  }
}

const raw = { bodySerializer: (body: unknown) => body as BodyInit };

/**
 * Applies a logo chosen in a dialog once the brand or category is saved (spec §5: uploaded on
 * save): the raw file as the body of PUT …/logo/ (the server reads its content, whatever its name
 * or type says), or DELETE …/logo/ to remove it.
 */
export async function saveLogo(
  client: ApiClient,
  resource: 'brands' | 'categories',
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
  const { response, error } =
    resource === 'brands'
      ? upload
        ? await client.PUT('/api/brands/{id}/logo/', upload)
        : await client.DELETE('/api/brands/{id}/logo/', init)
      : upload
        ? await client.PUT('/api/categories/{id}/logo/', upload)
        : await client.DELETE('/api/categories/{id}/logo/', init);
  if (!response.ok) {
    const failure = toApiError(response, error);
    throw new LogoRefused(failure.fields.file?.[0] ?? failure.detail);
  }
}
