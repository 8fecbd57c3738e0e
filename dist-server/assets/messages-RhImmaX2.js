// domain/catalogue/messages.ts
/**
* The rows a delete is refused for while products use them, by key (server) and as `inUse`
* writes them (the SPA reads the key back from the message to translate it).
*/
var IN_USE_SUBJECTS = {
	brand: "brand",
	category: "category",
	productType: "product type",
	productStatus: "product status"
};
/**
* Texts of the product catalogue (business spec §5 and §8): the API's error details, the
* forms' rules and the screens' messages, in English. The SPA maps each to an i18n key.
*/
var catalogueMessages = {
	brandNameTaken: "A brand with this name already exists",
	categoryNameTaken: "A category with this name already exists under the same parent",
	brandCodeTaken: "This brand code is already in use",
	categoryCodeTaken: "This category code is already in use",
	codeSanitized: "Brand code has been sanitized",
	circularReference: "A category cannot be moved under itself or one of its descendants (circular reference).",
	parentNotFound: "Parent category not found.",
	deepNesting: "This category is nested deeply; consider a flatter structure.",
	metaTitleMax: "Meta title must be less than 200 characters.",
	metaTitleHint: "Recommended length: 50-60 characters.",
	metaDescriptionMax: "Meta description must be less than 500 characters.",
	metaDescriptionHint: "Recommended length: 150-160 characters.",
	inUse: (what, n) => `This ${what} is used by ${n} product${n === 1 ? "" : "s"}: change them before deleting it.`,
	hasChildren: (n) => `This category has ${n} sub-categor${n === 1 ? "y" : "ies"}: move or delete them first.`,
	launchNotAllowed: "This product's status does not allow a launch.",
	notForSale: "Product Not Available for Sale",
	outOfStock: "Out of Stock.",
	requiredFields: "Please fill in all required fields before proceeding.",
	saveProduct: "Failed to save product.",
	loadProduct: "Failed to load product details.",
	invalidResponse: "Invalid API response structure.",
	loadReferenceData: "Failed to load reference data.",
	updateProductError: "An error occurred while updating the product",
	updatingProduct: "Error updating product.",
	deleteImageServer: "Failed to delete image from server",
	deleteImage: "Failed to delete image.",
	resetForm: "Failed to reset form data",
	createLaunch: "Failed to create product launch. Please try again.",
	/** The same failure when the server refused (its reason is shown): trying again would not help. */
	createLaunchRefused: "Failed to create product launch.",
	productAndLaunchCreated: "Product and launch created successfully!",
	saveBeforeLaunch: "Please save the product in step 2 before creating a launch.",
	saveBeforeImages: "Please save the product in step 2 before uploading images.",
	deleteLaunch: "Failed to delete launch. Please try again.",
	launchDeleted: "Launch deleted successfully.",
	loadAnalytics: "Error Loading Analytics.",
	loadProductTypes: "Unable to load product types",
	productCreated: "Product created successfully!",
	uploadImage: "Failed to upload image.",
	reorderImages: "Failed to reorder images.",
	saveBeforeFinish: "Please save the product in step 2 before finishing.",
	fixFields: "Please correct the marked fields before proceeding.",
	slugFormat: "Lower-case letters, digits and single hyphens only.",
	expectedNumber: "Expected a number.",
	expectedInteger: "Expected an integer."
};
export { catalogueMessages as n, IN_USE_SUBJECTS as t };

//# sourceMappingURL=messages-RhImmaX2.js.map