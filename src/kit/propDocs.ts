import type { ComponentProps, JSXElementConstructor } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
type AnyComponent = JSXElementConstructor<any>;
type PropsOf<C extends AnyComponent> = Omit<ComponentProps<C>, 'ref' | 'key'>;
/** `true` when the prop must be given, `false` when it may be left out: read from its type. */
type IsRequired<P, K extends keyof P> = object extends Pick<P, K> ? false : true;

/**
 * The props a component takes, as the gallery's table shows them: one entry per prop, no more and
 * no fewer, each marked required exactly when its type says so. Written against the component's
 * own props (`PropDocs<typeof DataTable>`), so renaming, adding or removing a prop fails the type
 * check here until the table says the same. The description is `kit.props.<component>.<prop>`.
 */
export type PropDocs<C extends AnyComponent> = {
  [K in keyof PropsOf<C> & string]-?: { type: string; required: IsRequired<PropsOf<C>, K> };
};

/** One component's table: its name (the key of its descriptions) and its props. */
export interface ComponentDoc {
  component: string;
  props: Record<string, { type: string; required: boolean }>;
}

/** A component's table, checked against its props. */
export const docOf = <C extends AnyComponent>(
  component: string,
  _of: C,
  props: PropDocs<C>,
): ComponentDoc => ({
  component,
  props,
});
