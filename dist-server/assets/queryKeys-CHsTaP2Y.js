// src/features/catalogue/launches/queryKeys.ts
/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
var LAUNCHES_KEY = ["get", "/api/product-launches/"];
var LAUNCH_KEY = ["get", "/api/product-launches/{id}/"];
var ANALYTICS_KEY = ["get", "/api/products/analytics/"];
export { LAUNCHES_KEY as n, LAUNCH_KEY as r, ANALYTICS_KEY as t };

//# sourceMappingURL=queryKeys-CHsTaP2Y.js.map