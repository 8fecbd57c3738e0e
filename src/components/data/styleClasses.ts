import { useInsertionEffect } from 'react';
import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache, css as serialize, type SerializedStyles } from '@emotion/react';

/** One element's styles: a Chakra style object, or several merged in order (as `css={[a, b]}`). */
export type StyleInput = SystemStyleObject | readonly (SystemStyleObject | false | null | undefined)[];

type Resolved<K extends string> = { classes: Record<K, string>; serialized: SerializedStyles[] };
export type System = ReturnType<typeof useChakraContext>;
/** Styles per name, or a function making them from the system (to use its recipes). */
export type StyleRecord<K extends string> =
  | Readonly<Record<K, StyleInput>>
  | ((system: System) => Readonly<Record<K, StyleInput>>);
type Cache = NonNullable<ReturnType<typeof useEmotionCache>>;

const resolvedByStyles = new WeakMap<object, WeakMap<System, WeakMap<Cache, Resolved<string>>>>();

function resolve<K extends string>(record: StyleRecord<K>, system: System, cache: Cache) {
  let bySystem = resolvedByStyles.get(record);
  if (!bySystem) resolvedByStyles.set(record, (bySystem = new WeakMap()));
  let byCache = bySystem.get(system);
  if (!byCache) bySystem.set(system, (byCache = new WeakMap()));
  let resolved = byCache.get(cache) as Resolved<K> | undefined;
  if (!resolved) {
    const styles = typeof record === 'function' ? record(system) : record;
    const classes = {} as Record<K, string>;
    const serialized: SerializedStyles[] = [];
    for (const key of Object.keys(styles) as K[]) {
      const input = styles[key];
      const parts = (Array.isArray(input) ? input : [input]).filter(Boolean) as SystemStyleObject[];
      // What a Chakra element does with its recipe, `css` and style props: one object, one class.
      const one = serialize(system.css(...parts) as Parameters<typeof serialize>[0]);
      classes[key] = one.styles ? `${cache.key}-${one.name}` : '';
      serialized.push(one);
    }
    resolved = { classes, serialized };
    byCache.set(cache, resolved);
  }
  return resolved;
}

/** The rules inserted by the server's render of a page, by its emotion cache. */
const renderedOnServer = new WeakMap<Cache, { names: string[]; rules: string[] }>();

function insertResolved(resolved: Resolved<string>, cache: Cache) {
  for (const one of resolved.serialized) {
    if (!one.styles || cache.inserted[one.name] !== undefined) continue;
    let current: SerializedStyles | undefined = one;
    do {
      // On the server emotion's insert returns the rules rather than adding them to a sheet.
      const rules: unknown = cache.insert(
        current === one ? `.${cache.key}-${one.name}` : '',
        current,
        cache.sheet,
        true,
      );
      if (typeof rules === 'string') {
        let page = renderedOnServer.get(cache);
        if (!page) renderedOnServer.set(cache, (page = { names: [], rules: [] }));
        page.names.push(current.name);
        page.rules.push(rules);
      }
      current = current.next;
    } while (current !== undefined);
  }
}

/**
 * What the server's render of a page inserted with this hook, as a `<style>` element emotion's
 * client cache adopts (it moves `data-emotion` styles to the head and takes their names as
 * inserted, so the client inserts none of them again); empty if nothing.
 */
export function serverStyles(cache: Cache): string {
  const page = renderedOnServer.get(cache);
  if (!page) return '';
  return `<style data-emotion="${cache.key} ${page.names.join(' ')}">${page.rules.join('')}</style>`;
}

/**
 * Class names for Chakra style objects, for plain elements repeated many times (a table's cells,
 * badges in every row): each style object goes through Chakra (tokens, conditions such as `_dark`
 * or `_rtl`, breakpoints, recipe layers) and emotion once, not once per element, and gives the
 * same class a Chakra element with those styles would have. `styles` should be stable (a module
 * constant or memoised): the result is kept per object or function.
 */
export function useStyleClasses<K extends string>(styles: StyleRecord<K>): Record<K, string> {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('useStyleClasses needs an emotion cache (ChakraProvider)');
  const resolved = resolve(styles, system, cache);
  // The server's render (src/ssr/) runs no effects: it inserts as it renders, into its own cache
  // for the page, and writes what it inserted into the page's head (`serverStyles`).
  if (typeof document === 'undefined') insertResolved(resolved, cache);
  // Inserted before the elements using them are painted, as emotion does for its own elements.
  useInsertionEffect(() => insertResolved(resolved, cache), [resolved, cache]);
  return resolved.classes;
}
