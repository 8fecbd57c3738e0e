/** The HR area's screens. */
export const HR_PATH = '/apps/hr';
export const REVIEWS_PATH = `${HR_PATH}/performance-reviews`;
export const reviewPath = (id: number) => `${REVIEWS_PATH}/${id}`;
export const INDIVIDUALS_PATH = `${HR_PATH}/individual/list`;
export const INDIVIDUAL_ADD_PATH = `${HR_PATH}/individual/add`;
