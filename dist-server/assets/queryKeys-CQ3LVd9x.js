// src/features/catalogue/engagement/queryKeys.ts
/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
var REVIEWS_KEY = ["get", "/api/product-reviews/"];
var SETTINGS_KEY = ["get", "/api/catalogue/settings/"];
export { SETTINGS_KEY as n, REVIEWS_KEY as t };

//# sourceMappingURL=queryKeys-CQ3LVd9x.js.map