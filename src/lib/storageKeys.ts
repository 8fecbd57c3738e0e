/** Local keys are prefixed with the application title (spec §9). */
export const APP_STORAGE_PREFIX = 'backoffice';
export const storageKey = (name: string) => `${APP_STORAGE_PREFIX}-${name}`;
