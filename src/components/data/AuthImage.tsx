import { useEffect, useState } from 'react';
import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useApiClient } from '../../lib/ApiProvider';
import { useStyleClasses } from './styleClasses';

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

// The image's own look in each state, for plain elements (see `className` below).
const STATE_STYLES = {
  loading: { bg: 'bg.muted' },
  missing: { display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'bg.muted', color: 'fg.subtle' },
  image: { objectFit: 'cover' },
} as const;

/**
 * An uploaded image (logo, product image). Files need the bearer token, which an `<img src>`
 * cannot send: the image is fetched through the API client (token, refresh, retries) as a blob
 * and shown from an object URL, released when the image changes or leaves the page. A grey box
 * while loading; a crossed-out picture when the file cannot be loaded.
 *
 * Given a `className` and no style props, it renders plain elements with that class (its size,
 * border, ...; not its background, display or colour, which each state sets): the cheap way for an
 * image in every row of a list.
 */
export function AuthImage({ src, alt, ...rest }: AuthImageProps) {
  const api = useApiClient();
  const plain = rest.className !== undefined && Object.keys(rest).length === 1;
  const state = useStyleClasses(STATE_STYLES);
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
  if (plain) {
    const box = { role: alt ? 'img' : undefined, 'aria-label': alt || undefined };
    if (key && !current) return <div className={`${rest.className} ${state.loading}`} aria-busy {...box} />;
    if (!current?.url) {
      return (
        <div className={`${rest.className} ${state.missing}`} {...box} aria-hidden={alt ? undefined : true}>
          <ImageOff size={20} aria-hidden />
        </div>
      );
    }
    return <img src={current.url} alt={alt} className={`${state.image} ${rest.className}`} />;
  }
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
