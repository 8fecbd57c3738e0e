/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const REVIEWS_KEY = ['get', '/api/product-reviews/'] as const;
export const SETTINGS_KEY = ['get', '/api/catalogue/settings/'] as const;
