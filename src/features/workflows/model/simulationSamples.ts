// What the studio feeds a simulated machine: its input, and sample events with payloads. A type
// without a sample is sent as `{ type }`. Invoked actors' outcomes are events of the machine
// (`xstate.done.actor.<id>` with an output, `xstate.error.actor.<id>` with an error): the
// simulation's actors never settle on their own, the reader settles them by clicking. The
// samples are made up (no real user, token or product) but well formed, so that the machines'
// guards and assignments run as they do in the app.
import type { EventObject } from 'xstate';
import type { AbilityRule } from '../../../../domain/access';
import type { CurrentUser } from '../../../../domain/auth/schemas';
import type { ProductImage } from '../../../../domain/catalogue/product';
import { REVIEW_PARTIES } from '../../../../domain/hr/reviewStatus';
import { REFRESH_TOKEN_REUSED_CODE } from '../../../../domain/security/eventWords';
import type { WorkflowMachineId } from '../../../../machines/chart';
import { ORDER_FLOW_EVENTS } from '../../../../machines/orderStatus';
import { WIZARD_STEPS } from '../../../../machines/productWizard';
import { STORED_SESSION_TAMPERED } from '../../../../machines/session';

/** The simulation's clock starts here (a fixed day, so a run reads the same every time). */
export const SIMULATION_START = Date.UTC(2026, 0, 5, 9, 0, 0);

/** An unsigned token that expires `minutes` after the simulation's start (the machine reads `exp`). */
function sampleJwt(minutes: number, label: string): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor((SIMULATION_START + minutes * 60_000) / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp, v: label })}.c2ltdWxhdGVk`;
}

const user: CurrentUser = {
  id: 1,
  email: 'analyst@example.com',
  role: 'manager',
  id_organization: 1,
  is_staff: false,
  is_superuser: false,
  team: null,
  brand: null,
  first_name: 'Sample',
  last_name: 'Analyst',
  phone_number: '',
  birthday: null,
  department: '',
  is_active: true,
  date_joined: '2026-01-01T00:00:00.000Z',
  last_login: null,
  organization_name: 'Demo Group',
  working_organization: null,
};
const rules: AbilityRule[] = [{ action: 'read', subject: 'Analytics' }];
// Valid 15 minutes: the refresh monitor finds it due after ten minutes of simulated time.
const access = sampleJwt(15, 'login');
const refreshed = sampleJwt(30, 'refreshed');

const image: ProductImage = {
  id: 1,
  url: '/api/catalogue/images/1/',
  content_type: 'image/png',
  size: 1234,
  alt: '',
  position: 0,
};
const serverFailure = { status: 500, body: { detail: 'Server error' } };

export interface SimulationSetup {
  input?: unknown;
  events: EventObject[];
}

/** Each machine's setup, given the simulation's clock (which moves only when a delay is taken). */
export const SIMULATION_SETUPS: Record<WorkflowMachineId, (now: () => number) => SimulationSetup> = {
  session: (now) => ({
    input: { now },
    events: [
      { type: 'xstate.done.actor.restoreSession', output: null },
      {
        type: 'xstate.done.actor.restoreSession',
        output: { user, accessToken: access, refreshToken: 'refresh-1', abilityRules: rules },
      },
      { type: 'xstate.error.actor.restoreSession', error: { code: STORED_SESSION_TAMPERED } },
      { type: 'xstate.error.actor.restoreSession', error: { detail: 'unreadable' } },
      { type: 'LOGIN', email: user.email, password: 'sample password' },
      {
        type: 'xstate.done.actor.login',
        output: { user, access_token: access, refresh_token: 'refresh-1', userAbilityRules: rules },
      },
      { type: 'xstate.error.actor.login', error: { non_field_errors: ['Unable to log in.'] } },
      { type: 'UNAUTHORIZED' },
      { type: 'UNAUTHORIZED', code: 'token_not_valid' },
      { type: 'xstate.done.actor.refreshTokens', output: { access: refreshed, refresh: 'refresh-2' } },
      { type: 'xstate.error.actor.refreshTokens', error: { code: 'token_not_valid' } },
      { type: 'xstate.error.actor.refreshTokens', error: { code: REFRESH_TOKEN_REUSED_CODE } },
      { type: 'ABILITIES_LOADED', rules },
      { type: 'ORGANIZATION_CHANGED', rules, user: { ...user, working_organization: 2 } },
      { type: 'USER_UPDATED', user: { ...user, first_name: 'Renamed' } },
      { type: 'xstate.done.actor.logout', output: undefined },
      { type: 'xstate.error.actor.logout', error: { detail: 'network down' } },
    ],
  }),
  productWizard: (now) => ({
    input: { now: () => new Date(now()), random: () => 0 },
    events: [
      {
        type: 'UPDATE_DETAILS',
        values: {
          code: 'TEA_01',
          name: 'Green tea',
          status: 1,
          product_type: 1,
          brand: 1,
          priority: 'high',
          owner: 1,
          start_date: '2026-02-01',
          end_date: '2026-12-31',
        },
      },
      { type: 'UPDATE_DETAILS', values: { name: '' } },
      { type: 'UPDATE_COST', values: { cost_basis: 4.5, suggested_retail_price: 9.9, stock_quantity: 100 } },
      { type: 'UPDATE_COST', values: { stock_quantity: 0 } },
      { type: 'UPDATE_LAUNCH', values: { code: 'LCH_TEA', name: 'Tea launch' } },
      { type: 'UPDATE_LAUNCH', values: { name: '' } },
      ...WIZARD_STEPS.map((step) => ({ type: 'GO_TO_STEP', step })),
      { type: 'UPLOAD', file: new Blob(['sample'], { type: 'image/png' }) },
      { type: 'DELETE_IMAGE', imageId: image.id },
      { type: 'REORDER_IMAGES', imageIds: [image.id] },
      { type: 'xstate.done.actor.saveProduct', output: { id: 1 } },
      { type: 'xstate.error.actor.saveProduct', error: serverFailure },
      { type: 'xstate.done.actor.uploadImage', output: image },
      { type: 'xstate.error.actor.uploadImage', error: serverFailure },
      { type: 'xstate.done.actor.deleteImage', output: undefined },
      { type: 'xstate.error.actor.deleteImage', error: serverFailure },
      { type: 'xstate.done.actor.reorderImages', output: [image] },
      { type: 'xstate.error.actor.reorderImages', error: serverFailure },
      { type: 'xstate.done.actor.createLaunch', output: { id: 1 } },
      { type: 'xstate.error.actor.createLaunch', error: serverFailure },
    ],
  }),
  dirtyForm: () => ({
    events: [
      { type: 'CHANGE', dirty: true },
      { type: 'CHANGE', dirty: false },
    ],
  }),
  orderStatus: () => ({ events: [...ORDER_FLOW_EVENTS] }),
  reviewStatus: () => ({
    events: REVIEW_PARTIES.flatMap((by) => [
      { type: 'SUBMIT', by, complete: true },
      { type: 'SUBMIT', by, complete: false },
      { type: 'SEND_BACK', by, reason: 'Scores to check' },
      { type: 'START_REVIEW', by },
      { type: 'ACKNOWLEDGE', by },
      { type: 'COMPLETE', by },
      { type: 'REOPEN', by, reason: 'Late feedback' },
    ]),
  }),
};

/** `by: reviewer, complete: true`, `output: {…}`: what tells two samples of one type apart. */
export function payloadSummary(event: EventObject): string {
  const show = (value: unknown): string =>
    value === null || value === undefined
      ? String(value)
      : typeof value === 'object'
        ? value instanceof Blob
          ? 'file'
          : Array.isArray(value)
            ? `[${value.length}]`
            : '{…}'
        : String(value);
  return Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join(', ');
}
