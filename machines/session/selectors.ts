import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './sessionMachine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The stored session has been looked at: route guards can decide. */
export const selectIsInitialized = (snapshot: SessionSnapshot) => snapshot.hasTag('initialized');
export const selectIsAuthenticated = (snapshot: SessionSnapshot) => snapshot.hasTag('authenticated');
/** Requests should wait (e.g. `waitFor(actor, (s) => !selectIsRefreshing(s))`) and then use the new token. */
export const selectIsRefreshing = (snapshot: SessionSnapshot) => snapshot.hasTag('refreshing');
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectAbilityRules = (snapshot: SessionSnapshot) => snapshot.context.abilityRules;
/** A denial on the held rules is final (see `SessionContext.rulesConfirmed`). */
export const selectRulesConfirmed = (snapshot: SessionSnapshot) => snapshot.context.rulesConfirmed;
export const selectAccessToken = (snapshot: SessionSnapshot) => snapshot.context.accessToken;
export const selectLoginError = (snapshot: SessionSnapshot) => snapshot.context.error;
export const selectEndReason = (snapshot: SessionSnapshot) => snapshot.context.reason;
