/** A link of a navigation: where it leads, and the paths it stands for beyond its own. */
export type SectionLink = {
  path: string;
  /** A path prefix: the link stays current on every page below it. */
  section?: string;
};

/** Whether `pathname` is `prefix` or lies below it (segment by segment: /product is not /products). */
const within = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/**
 * The link the page at `pathname` belongs to. When the paths of two links both hold it (the
 * category list lies below the product pages), the longer, closer one wins: a navigation marks
 * one link at most. None when no link holds the page.
 */
export function currentSection<L extends SectionLink>(links: readonly L[], pathname: string): L | undefined {
  let best: { link: L; length: number } | undefined;
  for (const link of links) {
    for (const prefix of [link.path, link.section]) {
      if (prefix && within(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { link, length: prefix.length };
      }
    }
  }
  return best?.link;
}

/**
 * `aria-current` of a link: `page` on its own page, `true` on another page of its section (the
 * link is current, the page is not the one it opens), nothing elsewhere.
 */
export function ariaCurrent(link: SectionLink, current: SectionLink | undefined, pathname: string) {
  if (link !== current) return undefined;
  return pathname === link.path ? ('page' as const) : ('true' as const);
}
