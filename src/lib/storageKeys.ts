/** Local keys are prefixed with the application title, so apps sharing an origin keep apart. */
export const APP_STORAGE_PREFIX = 'backoffice';
export const storageKey = (name: string) => `${APP_STORAGE_PREFIX}-${name}`;
