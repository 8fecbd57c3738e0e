// Routes of the tracking area: tracking/batch and tracking/product, each with add, list and view/{id}.
const TRACKING = '/apps/tracking';

export const BATCH_SECTION = `${TRACKING}/batch`;
export const BATCH_LIST_PATH = `${BATCH_SECTION}/list`;
export const BATCH_ADD_PATH = `${BATCH_SECTION}/add`;
export const batchViewPath = (id: number) => `${BATCH_SECTION}/view/${id}`;

export const UNIT_SECTION = `${TRACKING}/product`;
export const UNIT_LIST_PATH = `${UNIT_SECTION}/list`;
export const UNIT_ADD_PATH = `${UNIT_SECTION}/add`;
export const unitViewPath = (id: number) => `${UNIT_SECTION}/view/${id}`;
