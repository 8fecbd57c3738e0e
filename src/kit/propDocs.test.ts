import { describe, expect, it } from 'vitest';
import { docOf } from './propDocs';

function Sample(props: { label: string; size?: number }) {
  return props.label;
}

describe('a props table (docOf)', () => {
  it('names every prop, each required exactly when its type says so', () => {
    const doc = docOf('Sample', Sample, {
      label: { type: 'string', required: true },
      size: { type: 'number', required: false },
    });
    expect(Object.keys(doc.props)).toEqual(['label', 'size']);
  });

  it('fails the type check when it drifts from the props (checked by `npm run typecheck`)', () => {
    const drifted = [
      // @ts-expect-error a prop is missing
      () => docOf('Sample', Sample, { label: { type: 'string', required: true } }),
      () =>
        docOf('Sample', Sample, {
          label: { type: 'string', required: true },
          // @ts-expect-error `size` is optional
          size: { type: 'number', required: true },
        }),
      () =>
        docOf('Sample', Sample, {
          label: { type: 'string', required: true },
          size: { type: 'number', required: false },
          // @ts-expect-error not a prop of Sample
          colour: { type: 'string', required: false },
        }),
    ];
    expect(drifted).toHaveLength(3);
  });
});
