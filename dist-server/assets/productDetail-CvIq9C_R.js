import { g as useParams } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { s as ProductSchema } from "./product-B5-VMoo4.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
// src/features/catalogue/products/productDetail.ts
function checkProduct(data) {
	const result = ProductSchema.safeParse(data);
	return result.success ? {
		product: result.data,
		invalid: false
	} : {
		product: null,
		invalid: true
	};
}
/** The request of a product detail (its query key, shared with the cache). */
var productInit = (id) => ({ params: { path: { id } } });
/**
* The product of a view or edit screen (GET /api/products/{id}/, cached), its answer checked:
* `data` is a `CheckedProduct`.
*/
function useProductDetail(id) {
	return useApi().useQuery("get", "/api/products/{id}/", productInit(id ?? 0), {
		enabled: id !== null,
		select: checkProduct
	});
}
/** The API answered, but not with a product (see `checkProduct`). */
var InvalidProductResponse = class extends Error {
	constructor() {
		super("Invalid API response structure.");
	}
};
/**
* Reads a product from the server again (the edit screen's Reset), outside the cached query, so
* that a failure leaves the screen as it is. Rejects when the API refuses or the request fails,
* and with `InvalidProductResponse` when the answer is not a product.
*/
async function reloadProduct(client, id) {
	const { data, response } = await client.GET("/api/products/{id}/", productInit(id));
	if (!response.ok) throw new Error(`GET /api/products/${id}/: ${response.status}`);
	const checked = checkProduct(data);
	if (checked.invalid) throw new InvalidProductResponse();
	return checked.product;
}
/** The product id of the route, or null when it is not one. */
function useProductId() {
	const id = Number(useParams().id);
	return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}
export { useProductId as a, useProductDetail as i, productInit as n, reloadProduct as r, InvalidProductResponse as t };

//# sourceMappingURL=productDetail-CvIq9C_R.js.map