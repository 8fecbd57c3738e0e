// The fuzzer's valid-shaped bodies must be what the document says they are, judged by an
// independent validator (Ajv): otherwise "valid" requests would be refused at the door and the
// handlers behind it would never run.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, validValue } from './arbitraries';
import { documentOperations, loadDocument } from './operations';

const document = loadDocument() as unknown as { components: { schemas: Record<string, JsonSchema> } };
const components = document.components.schemas;
const context = { components, ids: () => [1, 2, 3, 40, 41] };

// Prices step by 0.01, which binary floating point cannot divide exactly: 999999999.99 / 0.01
// is off by some 1e-5, as far as a double holding it allows.
const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 4 });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi.json');

const jsonBodies = documentOperations().flatMap((op) =>
  op.body?.mediaTypes.includes('application/json') ? [{ op, schema: op.body.schema as JsonSchema }] : [],
);

describe('valid-shaped values', () => {
  it('exist for every JSON body of the document', () => {
    expect(jsonBodies.length).toBeGreaterThan(30);
  });

  it.each(jsonBodies.map(({ op, schema }) => [`${op.method} ${op.template}`, schema] as const))(
    'satisfy the body schema of %s',
    (_name, schema) => {
      const validate = ajv.compile(schema.$ref ? { $ref: `openapi.json${schema.$ref}` } : schema);
      fc.assert(
        fc.property(validValue(schema, context), (value) => {
          expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
        }),
        { numRuns: 60, seed: 13 },
      );
    },
  );
});
