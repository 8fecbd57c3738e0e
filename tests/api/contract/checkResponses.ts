import { appendFileSync, mkdirSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../server/http/types';
import { loadContract } from './responseContract';

let contract: ReturnType<typeof loadContract> | undefined;

/** Why a response broke the document, with the exchange that did it. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/**
 * Every response `app.inject` gives is checked against openapi/openapi.json; one that breaks it
 * throws, so the test that caused it fails. `API_CONTRACT=report` lists them in
 * .tmp/contract-violations.txt instead (while the document is being put right).
 */
export function checkResponses(app: App) {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const replaced = async (options: InjectOptions) => {
    const response = await inject(options);
    contract ??= loadContract();
    const found = contract.violations({
      method: options.method ?? 'GET',
      url: String(options.url ?? options.path ?? ''),
      status: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
    if (found.length === 0) return response;
    if (process.env.API_CONTRACT === 'report') {
      mkdirSync('.tmp', { recursive: true });
      appendFileSync('.tmp/contract-violations.txt', `${found.join('\n')}\n`);
      return response;
    }
    throw new ContractViolation(`${found.join('\n')}\nbody: ${response.body.slice(0, 500)}`);
  };
  (app as unknown as { inject: typeof replaced }).inject = replaced;
}
