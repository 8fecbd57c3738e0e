var organizations_default = {
	menu: "Organisations",
	logoAlt: "Logo of {{name}}",
	list: {
		"title": "Organisations",
		"subtitle": "The organisations (tenants) of the platform: create them, edit them, deactivate them.",
		"add": "Add organisation",
		"tableLabel": "Organisations",
		"search": "Search by name or code",
		"empty": "No organisations yet.",
		"loadFailed": "Failed to load organisations"
	},
	columns: {
		"organization": "Organisation",
		"code": "Code",
		"users": "Users",
		"created": "Created",
		"status": "Status",
		"actions": "Actions"
	},
	fields: {
		"name": "Name",
		"isActive": "Active: its users may sign in",
		"adminEmail": "Email of the first administrator",
		"adminFirstName": "First name",
		"adminLastName": "Last name",
		"adminRole": "Role"
	},
	dialog: {
		"addTitle": "Add an organisation",
		"editTitle": "Edit {{name}}",
		"dialogDescription": "An organisation gets its built-in roles and security policies at once.",
		"create": "Create organisation",
		"save": "Save",
		"created": "Organisation created",
		"updated": "Organisation saved",
		"createFailed": "The organisation could not be created",
		"updateFailed": "The organisation could not be saved",
		"logoFailed": "The organisation was saved, but not its logo",
		"codeSanitized": "The code has been made valid",
		"inviteAdmin": "Invite a first administrator",
		"inviteHint": "They receive an email with a link to choose their password."
	},
	actions: {
		"edit": "Edit {{name}}",
		"deactivate": "Deactivate",
		"reactivate": "Reactivate"
	},
	confirm: {
		"deactivateTitle": "Deactivate {{name}}?",
		"reactivateTitle": "Reactivate {{name}}?",
		"deactivateBody": "Its users are signed out at once and cannot sign in until it is reactivated.",
		"reactivateBody": "Its users may sign in again.",
		"deactivated": "{{name}} deactivated",
		"reactivated": "{{name}} reactivated"
	},
	profile: {
		"menu": "Organisation profile",
		"title": "Organisation profile",
		"subtitle": "The organisation you work in: its name and logo.",
		"edit": "Edit profile",
		"loadFailed": "Failed to load the organisation",
		"retry": "Retry"
	},
	switcher: {
		"label": "Organisation you work in",
		"all": "All organisations",
		"failed": "The organisation could not be changed"
	},
	messages: {
		"organizationCodeTaken": "An organisation with this code already exists.",
		"ownOrganization": "You cannot deactivate your own organisation.",
		"adminEmailTaken": "A user with that email already exists.",
		"adminRole": "The first administrator is an admin or a client administrator.",
		"managersOnly": "Only those who manage organisations may change this.",
		"nameMin": "Name must be at least 2 characters.",
		"nameMax": "Name must be less than 100 characters.",
		"nameInvalid": "Name contains invalid characters.",
		"codeMin": "Code must be at least 2 characters.",
		"codeMax": "Code must be less than 50 characters.",
		"codeFormat": "Code may contain only uppercase letters, digits and underscores.",
		"codeTaken": "This code is already in use",
		"descriptionMax": "Description must be less than 500 characters.",
		"website": "Enter a valid http or https URL.",
		"endBeforeStart": "End date must be after start date.",
		"referenceNotFound": "Not found in this organisation.",
		"positive": "Must be a positive number.",
		"notNegative": "Must be zero or more.",
		"fileType": "Only JPEG, PNG, GIF, WebP or SVG images are allowed.",
		"fileSize": "The file is larger than 5 MB.",
		"fileEmpty": "The file is empty.",
		"unsavedChanges": "You have unsaved changes. Are you sure you want to close?",
		"cannotBeUndone": "This action cannot be undone."
	}
};
export { organizations_default as default };

//# sourceMappingURL=organizations-BeqZDt3W.js.map