// Checks a response against openapi/openapi.json with Ajv, independently of the zod schemas the
// server produced the document from: a response the document does not describe is a broken
// contract, whatever the server's own serialiser thought of it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Operation = { responses?: Record<string, Response> };
type Response = { $ref?: string; description?: string; content?: Record<string, { schema?: unknown }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

export type Exchange = {
  method: string;
  /** The request's URL, with or without a query string. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: string;
};

const documentPath = fileURLToPath(new URL('../../../openapi/openapi.json', import.meta.url));

/** JSON Pointer segment, as a URI fragment: `/` → `~1`, then percent-encoded (`{id}`). */
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

export function loadContract(document: Document = JSON.parse(readFileSync(documentPath, 'utf8'))) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi.json');

  // Templates with fewer parameters first, so `/users/me/` wins over `/users/{id}/`.
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{[^}]+\}/g) ?? []).length,
      pattern: new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
      ),
    }))
    .sort((a, b) => a.params - b.params);

  const validators = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.getSchema(ref);
      if (!validate) throw new Error(`No schema at ${ref}`);
      validators.set(ref, validate);
    }
    return validate;
  };

  /** The ways `exchange` breaks the document; empty when it keeps it or is not an operation of it. */
  function violations(exchange: Exchange): string[] {
    const path = exchange.url.split('?')[0]!;
    const method = exchange.method.toLowerCase();
    const match = templates.find((t) => t.pattern.test(path) && document.paths[t.template]![method]);
    // Not an operation of the document (an unknown route, a test-only one): nothing to compare.
    if (!match) return [];
    const operation = document.paths[match.template]![method]!;
    const name = `${exchange.method.toUpperCase()} ${match.template} → ${exchange.status}`;
    const responses = operation.responses ?? {};
    const code = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find(
      (c) => responses[c],
    );
    if (!code) return [`${name}: status not documented (documented: ${Object.keys(responses).join(', ')})`];
    // A shared response (`#/components/responses/…`) is validated where it is defined.
    const shared = responses[code]!.$ref?.replace('#/components/responses/', '');
    const response = shared ? document.components?.responses?.[shared] : responses[code];
    if (!response) return [`${name}: ${responses[code]!.$ref} is not in the document`];
    const content = response.content;
    if (!content || Object.keys(content).length === 0) {
      return exchange.body.length === 0 ? [] : [`${name}: documented without a body, but one came`];
    }
    const mediaType = (exchange.contentType ?? '').split(';')[0]!.trim();
    if (!content[mediaType]) {
      return [
        `${name}: media type ${mediaType || '(none)'} not documented (${Object.keys(content).join(', ')})`,
      ];
    }
    if (mediaType !== 'application/json' || content[mediaType]!.schema === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(exchange.body);
    } catch {
      return [`${name}: body is not JSON`];
    }
    const at = shared
      ? ['components', 'responses', shared]
      : ['paths', match.template, method, 'responses', code];
    const validate = validator(`openapi.json#/${pointer(...at, 'content', mediaType, 'schema')}`);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${name}: ${e.instancePath || '(body)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
    );
  }

  return { violations };
}
