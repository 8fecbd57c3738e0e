var products_default = {
	menu: "Products",
	loading: "Loading…",
	actions: {
		"retry": "Retry",
		"cancel": "Cancel"
	},
	list: {
		"title": "Products",
		"subtitle": "The catalogue: prices, stock and whether each product can be sold.",
		"tableLabel": "Products",
		"search": "Search by name, code or SKU",
		"add": "Add product",
		"empty": "No products yet.",
		"loadFailed": "Failed to load products"
	},
	filters: {
		"status": "Status",
		"allStatuses": "All statuses",
		"type": "Type",
		"allTypes": "All types",
		"brand": "Brand",
		"allBrands": "All brands",
		"category": "Category",
		"allCategories": "All categories",
		"priority": "Priority",
		"allPriorities": "All priorities"
	},
	columns: {
		"product": "Product",
		"sku": "SKU",
		"brand": "Brand",
		"status": "Status",
		"priority": "Priority",
		"stock": "Stock",
		"price": "Price",
		"margin": "Margin",
		"sale": "Sale"
	},
	priority: {
		"low": "Low",
		"medium": "Medium",
		"high": "High",
		"critical": "Critical"
	},
	sale: {
		"available": "Available for sale",
		"notForSale": "Not for sale",
		"outOfStock": "Out of stock"
	},
	format: {
		"percent": "{{value}} %",
		"days": "{{count}} d",
		"kilobytes": "{{value}} KB",
		"megabytes": "{{value}} MB"
	},
	fields: {
		"code": "Code",
		"sku": "SKU",
		"name": "Name",
		"description": "Description",
		"status": "Status",
		"productType": "Product type",
		"brand": "Brand",
		"categories": "Categories",
		"priority": "Priority",
		"owner": "Owner",
		"startDate": "Start date",
		"endDate": "End date",
		"duration": "Duration",
		"costBasis": "Cost basis",
		"price": "Suggested retail price",
		"margin": "Profit margin",
		"stock": "Stock quantity",
		"minimumOrder": "Minimum order quantity",
		"slug": "Slug",
		"metaTitle": "Meta title",
		"metaDescription": "Meta description",
		"internalCode": "Internal code",
		"regulatory": "Regulatory information",
		"updatedAt": "Last updated"
	},
	tabs: {
		"details": "Details",
		"launches": "Launches",
		"images": "Images",
		"inventory": "Inventory",
		"analytics": "Analytics"
	},
	view: {
		"back": "Back to products",
		"subtitle": "{{brand}} · {{type}}",
		"edit": "Edit",
		"delete": "Delete",
		"notFound": "This product does not exist, or you may not see it.",
		"general": "General",
		"generalHint": "What the product is and who looks after it.",
		"commercial": "Commercial",
		"commercialHint": "Dates, prices and publication details.",
		"yes": "Yes",
		"no": "No"
	},
	"delete": {
		"title": "Delete {{name}}?",
		"body": "{{name}} will be deleted with its images and launches. This action cannot be undone.",
		"confirm": "Delete product"
	},
	launches: {
		"title": "Launches",
		"subtitle": "This product's launches and how each stands against its planned date.",
		"none": "No launches planned for this product.",
		"loadFailed": "Failed to load the launches.",
		"name": "Launch",
		"status": "Status",
		"planned": "Planned date",
		"timing": "Timing",
		"manager": "Manager"
	},
	timing: {
		"overdue": "{{days}} days overdue",
		"overdueOne": "1 day overdue",
		"today": "launching today",
		"upcoming": "{{days}} days to go",
		"upcomingOne": "1 day to go",
		"launched": "Launched on {{date}}"
	},
	launchStatus: {
		"planning": "Planning",
		"scheduled": "Scheduled",
		"in_progress": "In progress",
		"launched": "Launched",
		"postponed": "Postponed",
		"cancelled": "Cancelled"
	},
	launchType: {
		"new_product": "New product",
		"relaunch": "Relaunch",
		"line_extension": "Line extension",
		"seasonal": "Seasonal",
		"limited_edition": "Limited edition"
	},
	marketScope: {
		"local": "Local",
		"regional": "Regional",
		"national": "National",
		"international": "International",
		"global": "Global"
	},
	launchFields: {
		"code": "Launch code",
		"name": "Launch name",
		"description": "Launch description",
		"type": "Launch type",
		"status": "Launch status",
		"marketScope": "Market scope",
		"manager": "Launch manager",
		"plannedDate": "Planned launch date",
		"targetRevenue": "Target revenue",
		"targetUnits": "Target units"
	},
	images: {
		"title": "Images",
		"subtitle": "The first image is the product's main picture. Drag an image, or use its arrows, to change the order.",
		"dropHere": "Drop an image here, or choose a file",
		"hint": "JPEG, PNG, GIF, WebP or SVG, up to {{size}}.",
		"upload": "Choose an image",
		"uploading": "Uploading…",
		"none": "No images yet.",
		"listLabel": "Images of {{name}}",
		"alt": "{{name}}, image {{position}}",
		"position": "Image {{position}} of {{count}}",
		"moved": "Image moved to position {{position}} of {{count}}.",
		"dragHandle": "Drag image {{position}}",
		"moveEarlier": "Move image {{position}} earlier",
		"moveLater": "Move image {{position}} later",
		"delete": "Delete image {{position}}"
	},
	inventory: {
		"title": "Inventory",
		"subtitle": "Units in stock, the smallest order and whether the product can be sold.",
		"stockValue": "Stock value",
		"stockValueHint": "Cost basis × units in stock",
		"saleStatus": "Sale status",
		"statusAllowsSales": "Status allows sales",
		"inStock": "In stock",
		"notForSaleHint": "Product Not Available for Sale: the product cannot be sold in its current status. Check the status's business rules.",
		"outOfStockHint": "Out of Stock. The product cannot be sold until it is restocked."
	},
	analytics: {
		"title": "Analytics",
		"subtitle": "Figures computed from this product's own data.",
		"retailValue": "Retail value of stock",
		"launches": {
			"total": "Launches",
			"upcoming": "Upcoming",
			"today": "Launching today",
			"overdue": "Overdue",
			"launched": "Launched"
		},
		"history": {
			"title": "Status history",
			"subtitle": "Every status this product has taken, oldest first.",
			"change": "{{from}} → {{to}}",
			"first": "Created as {{to}}",
			"by": "by {{name}}",
			"failed": "The status history could not be loaded."
		}
	},
	edit: {
		"title": "Edit {{name}}",
		"subtitle": "Name, cost, dates, quantity, status and owner are required.",
		"back": "Back to the product",
		"identity": "Product",
		"identityHint": "The SKU follows from the product code and cannot be changed here.",
		"commercial": "Cost, stock and dates",
		"commercialHint": "The duration is counted from the start and end dates.",
		"skuHint": "Generated from the product code.",
		"durationHint": "Calculated from the dates.",
		"save": "Save changes"
	},
	unsaved: {
		"title": "Unsaved changes",
		"stay": "Keep editing",
		"leave": "Discard changes"
	},
	wizard: {
		"title": "New product",
		"subtitle": "Four steps: the product is saved at the end of step 2, then images and a launch can be added.",
		"stepsLabel": "Steps",
		"steps": {
			"details": "Product details",
			"costQuantity": "Cost and quantity",
			"images": "Images",
			"launch": "Launch"
		},
		"detailsHint": "Code, name, status, product type, brand, priority, owner and dates are required.",
		"costHint": "Cost basis and stock quantity are required and positive; the price must be positive if given.",
		"imagesHint": "Optional: add pictures of the product now, or later from its page.",
		"launchHint": "Optional: plan the product's launch. Launch code and launch name are required.",
		"choose": "Choose…",
		"brandsYouManage": "Only the brands you may add products to are offered.",
		"launchNotAllowed": "{{reason}} You can finish without a launch, or go back to step 1 and choose another status.",
		"noManager": "No manager",
		"codeHint": "Capital letters, digits and underscores; the SKU is made from it.",
		"skuPreview": "SKU: {{sku}}",
		"slugHint": "Left empty, it is made from the name.",
		"savedOnNext": "The product is saved when you go on to the next step.",
		"generate": "Generate",
		"back": "Back",
		"next": "Next",
		"saveAndNext": "Save and continue",
		"skip": "Skip",
		"skipLaunch": "Finish without a launch",
		"createLaunch": "Create launch",
		"addAnother": "Add another",
		"goToList": "Go to list",
		"viewProduct": "Open the product"
	}
};
export { products_default as default };

//# sourceMappingURL=products-CY7_oSad.js.map