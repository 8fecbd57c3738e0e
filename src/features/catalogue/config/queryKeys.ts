/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const CATEGORIES_KEY = ['get', '/api/categories/'] as const;
