var vocabulary_default = {
	subjects: {
		"all": "Everything",
		"Dashboard": "Dashboard",
		"User": "User",
		"Organization": "Organisation",
		"Team": "Team",
		"Settings": "Settings",
		"security": "Security",
		"AdminPanel": "Admin panel",
		"AclDemo": "Access control demo",
		"Product": "Product",
		"Category": "Category",
		"Brand": "Brand",
		"Sale": "Sale",
		"Order": "Order",
		"Customer": "Customer",
		"HR": "HR",
		"Employee": "Employee",
		"Performance": "Performance",
		"apps-hr": "HR screens",
		"TrackedProduct": "Tracked product",
		"Batch": "Batch",
		"Logistics": "Logistics",
		"Shipping": "Shipping",
		"Calendar": "Calendar",
		"Kanban": "Kanban",
		"Support": "Support",
		"Environment": "Environment",
		"Analytics": "Analytics",
		"Report": "Report"
	},
	actions: {
		"manage": "Manage",
		"create": "Create",
		"read": "Read",
		"update": "Update",
		"delete": "Delete",
		"export": "Export",
		"approve": "Approve",
		"process": "Process",
		"cancel": "Cancel"
	},
	applications: {
		"platform": "Platform",
		"catalogue": "Product catalogue",
		"sales": "Sales",
		"hr": "Human resources",
		"tracking": "Tracking",
		"logistics": "Logistics",
		"workspace": "Workspace",
		"analytics": "Analytics"
	},
	objectTypes: {
		"User": "User",
		"UserRole": "User's roles",
		"SecurityRole": "Security role",
		"RolePermission": "Role permission",
		"SecurityPolicy": "Security policies",
		"Product": "Product",
		"Brand": "Brand",
		"Category": "Category",
		"ProductType": "Product type",
		"ProductStatus": "Product status",
		"ProductLaunch": "Product launch",
		"ProductReview": "Product review",
		"Referral": "Referral",
		"CatalogueSettings": "Catalogue settings",
		"Organization": "Organisation",
		"Group": "Group",
		"Company": "Company",
		"Establishment": "Establishment",
		"Service": "Service",
		"Team": "Team",
		"Workplace": "Work place",
		"Niveau": "Niveau",
		"UnitStatus": "Unit status",
		"UnitType": "Unit type",
		"UnitAddress": "Address",
		"UnitContact": "Contact"
	},
	auditActions: {
		"user": {
			"create": "User created",
			"update": "User updated",
			"signup": "Signed up",
			"password_change": "Password changed",
			"password_reset": "Password reset",
			"security_roles": "Security roles assigned"
		},
		"role": {
			"create": "Role created",
			"update": "Role updated",
			"delete": "Role deleted"
		},
		"permission": {
			"grant": "Permission granted",
			"update": "Permission changed",
			"revoke": "Permission revoked"
		},
		"policy": { "update": "Policies changed" },
		"product": {
			"create": "Product created",
			"update": "Product updated",
			"delete": "Product deleted",
			"image": {
				"add": "Product image added",
				"delete": "Product image removed",
				"reorder": "Product images reordered"
			}
		},
		"brand": {
			"create": "Brand created",
			"update": "Brand updated",
			"delete": "Brand deleted",
			"logo": "Brand logo changed"
		},
		"category": {
			"create": "Category created",
			"update": "Category updated",
			"delete": "Category deleted",
			"logo": "Category logo changed"
		},
		"producttype": {
			"create": "Product type created",
			"update": "Product type updated",
			"delete": "Product type deleted"
		},
		"productstatus": {
			"create": "Product status created",
			"update": "Product status updated",
			"delete": "Product status deleted"
		},
		"productlaunch": {
			"create": "Launch created",
			"update": "Launch updated",
			"delete": "Launch deleted"
		},
		"productreview": {
			"create": "Review created",
			"update": "Review updated",
			"delete": "Review deleted"
		},
		"referral": {
			"create": "Referral created",
			"update": "Referral updated",
			"delete": "Referral deleted"
		},
		"catalogue_settings": { "update": "Catalogue settings changed" },
		"organization": {
			"create": "Organisation created",
			"update": "Organisation updated",
			"logo": "Organisation logo changed"
		},
		"group": {
			"create": "Group created",
			"update": "Group updated",
			"delete": "Group deleted"
		},
		"company": {
			"create": "Company created",
			"update": "Company updated",
			"delete": "Company deleted",
			"move": "Company moved"
		},
		"establishment": {
			"create": "Establishment created",
			"update": "Establishment updated",
			"delete": "Establishment deleted",
			"move": "Establishment moved"
		},
		"service": {
			"create": "Service created",
			"update": "Service updated",
			"delete": "Service deleted",
			"move": "Service moved"
		},
		"team": {
			"create": "Team created",
			"update": "Team updated",
			"delete": "Team deleted",
			"move": "Team moved"
		},
		"workplace": {
			"create": "Work place created",
			"update": "Work place updated",
			"delete": "Work place deleted",
			"move": "Work place moved"
		},
		"niveau": {
			"create": "Niveau created",
			"update": "Niveau updated",
			"delete": "Niveau deleted"
		},
		"unitstatus": {
			"create": "Unit status created",
			"update": "Unit status updated",
			"delete": "Unit status deleted"
		},
		"unittype": {
			"create": "Unit type created",
			"update": "Unit type updated",
			"delete": "Unit type deleted"
		},
		"unitaddress": {
			"create": "Address created",
			"update": "Address updated",
			"delete": "Address deleted"
		},
		"unitcontact": {
			"create": "Contact created",
			"update": "Contact updated",
			"delete": "Contact deleted"
		}
	},
	securityEvents: {
		"network_error": "Network error",
		"token_refresh_failed": "Token refresh failed",
		"rapid_requests": "Rapid requests",
		"xss_attempt": "Script injection attempt",
		"sensitive_storage_access": "Sensitive storage access",
		"unhandled_rejection": "Unhandled promise rejection",
		"javascript_error": "JavaScript error"
	},
	securityEventReasons: {
		"refresh_token_reused": "Refresh token used twice (sign-in revoked)",
		"session_tampered": "Stored session edited outside the app"
	}
};
export { vocabulary_default as default };

//# sourceMappingURL=vocabulary-g6aBYVui.js.map