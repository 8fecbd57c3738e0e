import { useEffect, useState } from 'react';
import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useApiClient } from '../../app/ApiProvider';

/** The key of a stored file's URL (`/api/files/{key}/`), or null for any other URL. */
export function fileKeyOf(url: string | null | undefined): string | null {
  return (url && /^\/api\/files\/([0-9a-f]{32})\/?$/.exec(url)?.[1]) || null;
}

type AuthImageProps = Omit<HTMLChakraProps<'img'>, 'src'> & {
  /** The file's URL as the API gives it: `/api/files/{key}/`. */
  src: string | null | undefined;
  /** Required: the image's text alternative ('' for a decorative one). */
  alt: string;
};

/**
 * An uploaded image (logo, product image). Files need the bearer token, which an `<img src>`
 * cannot send: the image is fetched through the API client (token, refresh, retries) as a blob
 * and shown from an object URL, released when the image changes or leaves the page. A grey box
 * while loading; a crossed-out picture when the file cannot be loaded.
 */
export function AuthImage({ src, alt, ...rest }: AuthImageProps) {
  const api = useApiClient();
  const key = fileKeyOf(src);
  const [loaded, setLoaded] = useState<{ key: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    api
      .GET('/api/files/{key}/', { params: { path: { key } }, parseAs: 'blob', signal: controller.signal })
      .then(({ data, response }) => {
        if (controller.signal.aborted) return;
        objectUrl = response.ok && data instanceof Blob ? URL.createObjectURL(data) : null;
        setLoaded({ key, url: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, url: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, key]);

  const current = loaded?.key === key ? loaded : null;
  if (key && !current) {
    return <Box {...(rest as object)} bg="bg.muted" aria-busy role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  }
  if (!current?.url) {
    return (
      <Box
        {...(rest as object)}
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="bg.muted"
        color="fg.subtle"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <ImageOff size={20} aria-hidden />
      </Box>
    );
  }
  return <chakra.img src={current.url} alt={alt} objectFit="cover" {...rest} />;
}
