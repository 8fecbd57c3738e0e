/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const LAUNCHES_KEY = ['get', '/api/product-launches/'] as const;
export const LAUNCH_KEY = ['get', '/api/product-launches/{id}/'] as const;
export const ANALYTICS_KEY = ['get', '/api/products/analytics/'] as const;
