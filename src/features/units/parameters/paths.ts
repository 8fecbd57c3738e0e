// The organisation's parameters (platform spec §2: /apps/organization/parameters/niveau add,
// edit/{id}, list, view/{id}; /status and /type, each a list with add and edit dialogs).
const BASE = '/apps/organization/parameters';

export const NIVEAU_PATH = `${BASE}/niveau`;
export const NIVEAU_LIST_PATH = `${NIVEAU_PATH}/list`;
export const NIVEAU_ADD_PATH = `${NIVEAU_PATH}/add`;
export const niveauViewPath = (id: number | string) => `${NIVEAU_PATH}/view/${id}`;
export const niveauEditPath = (id: number | string) => `${NIVEAU_PATH}/edit/${id}`;
export const UNIT_STATUS_LIST_PATH = `${BASE}/status`;
export const UNIT_TYPE_LIST_PATH = `${BASE}/type`;
