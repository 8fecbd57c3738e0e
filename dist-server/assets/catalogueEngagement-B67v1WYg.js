var catalogueEngagement_default = {
	common: {
		"delete": "Delete",
		"save": "Save changes",
		"loading": "Loading…"
	},
	reviewStatus: {
		"pending": "Pending",
		"approved": "Approved",
		"rejected": "Rejected"
	},
	referralStatus: {
		"pending": "Pending",
		"converted": "Converted",
		"paid": "Paid",
		"cancelled": "Cancelled"
	},
	priority: {
		"low": "Low",
		"medium": "Medium",
		"high": "High",
		"critical": "Critical"
	},
	reviews: {
		"title": "Manage reviews",
		"subtitle": "Customer reviews of your products: approve them to publish them, or reject them.",
		"tableLabel": "Product reviews",
		"summary": "Reviews by status",
		"search": "Search by author, title or comment",
		"allStatuses": "All reviews",
		"allRatings": "All ratings",
		"stars": "{{rating}} stars",
		"ratingLabel": "Rated {{rating}} out of {{max}}",
		"empty": "No customer has reviewed a product yet.",
		"loadFailed": "The reviews could not be loaded.",
		"columns": {
			"product": "Product",
			"author": "Author",
			"rating": "Rating",
			"review": "Review",
			"status": "Status",
			"date": "Date",
			"actions": "Actions"
		},
		"approve": "Approve the review by {{author}}",
		"reject": "Reject the review by {{author}}",
		"delete": "Delete the review by {{author}}",
		"approved": "The review by {{author}} is approved.",
		"rejected": "The review by {{author}} is rejected.",
		"moderateFailed": "The review by {{author}} could not be moderated.",
		"deleteTitle": "Delete this review?",
		"deleteBody": "The review by {{author}} will be deleted. This cannot be undone.",
		"deleted": "The review by {{author}} was deleted.",
		"deleteFailed": "The review could not be deleted."
	},
	referrals: {
		"title": "Referrals",
		"subtitle": "Who referred whom, for which product, and the commission owed.",
		"tableLabel": "Referrals",
		"search": "Search by code, name or email",
		"allStatuses": "All statuses",
		"empty": "No referral yet.",
		"loadFailed": "The referrals could not be loaded.",
		"add": "Add referral",
		"addTitle": "New referral",
		"editTitle": "Edit referral {{code}}",
		"dialogDescription": "The referrer earns the commission on what the referred customer buys.",
		"create": "Create referral",
		"created": "Referral {{code}} created.",
		"updated": "Referral {{code}} saved.",
		"createFailed": "The referral could not be created.",
		"updateFailed": "The referral could not be saved.",
		"deleteTitle": "Delete this referral?",
		"deleteBody": "Referral {{code}} will be deleted. This cannot be undone.",
		"deleted": "Referral {{code}} deleted.",
		"deleteFailed": "The referral could not be deleted.",
		"noProduct": "No particular product",
		"productSearch": "Search products",
		"fields": {
			"code": "Code",
			"referrerName": "Referrer name",
			"referrerEmail": "Referrer email",
			"referredEmail": "Referred email",
			"product": "Product",
			"commission": "Commission (%)",
			"status": "Status"
		},
		"hints": {
			"code": "Capital letters, digits and underscores, e.g. REF_SPRING.",
			"commission": "From 0 to 100, two decimals at most.",
			"product": "Optional: the product the referral is for."
		},
		"columns": {
			"referrer": "Referrer",
			"commission": "Commission",
			"created": "Created",
			"actions": "Actions"
		}
	},
	settings: {
		"title": "Catalogue settings",
		"subtitle": "How the catalogue shows prices and stock, and what new products start with.",
		"formTitle": "Catalogue defaults",
		"defaults": "These are the default settings; nobody has changed them yet.",
		"updatedAt": "Last changed on {{date}}.",
		"readOnly": "You can view these settings but not change them.",
		"loadFailed": "The settings could not be loaded.",
		"saved": "Settings saved.",
		"saveFailed": "The settings could not be saved.",
		"unsaved": "Unsaved changes",
		"discard": "Discard changes",
		"fields": {
			"currency": "Currency",
			"lowStockThreshold": "Low-stock threshold",
			"defaultPriority": "Default priority",
			"defaultMinimumOrderQuantity": "Default minimum order quantity"
		},
		"hints": {
			"currency": "Prices and stock values are shown in this currency, for example {{example}}.",
			"lowStockThreshold": "A product with this stock or less is flagged as low on stock.",
			"defaultPriority": "The priority a new product starts with.",
			"defaultMinimumOrderQuantity": "The minimum order quantity a new product starts with."
		}
	},
	categories: {
		"title": "Category list",
		"subtitle": "Every category with its products; open one to see its products.",
		"tableLabel": "Categories",
		"empty": "No category yet.",
		"loadFailed": "The categories could not be loaded.",
		"inParent": "(in {{parent}})",
		"inactive": "Inactive",
		"columns": {
			"category": "Category",
			"code": "Code",
			"products": "Products",
			"subcategories": "Subcategories"
		}
	}
};
export { catalogueEngagement_default as default };

//# sourceMappingURL=catalogueEngagement-B67v1WYg.js.map