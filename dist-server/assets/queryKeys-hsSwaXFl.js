// src/features/catalogue/config/queryKeys.ts
/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
var CATEGORIES_KEY = ["get", "/api/categories/"];
var PRODUCT_TYPES_KEY = ["get", "/api/product-types/"];
var PRODUCT_STATUSES_KEY = ["get", "/api/product-statuses/"];
export { PRODUCT_STATUSES_KEY as n, PRODUCT_TYPES_KEY as r, CATEGORIES_KEY as t };

//# sourceMappingURL=queryKeys-hsSwaXFl.js.map