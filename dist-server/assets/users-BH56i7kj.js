var users_default = {
	menu: "Users",
	list: {
		"title": "Users",
		"subtitle": "The people you may see: their role, team and status.",
		"tableLabel": "Users",
		"search": "Search by name or email",
		"add": "Add user",
		"empty": "No users yet.",
		"loadFailed": "Failed to load users"
	},
	filters: {
		"role": "Role",
		"allRoles": "All roles",
		"status": "Status",
		"allStatuses": "All statuses",
		"team": "Team",
		"anyTeam": "Any team"
	},
	columns: {
		"user": "User",
		"role": "Role",
		"team": "Team",
		"status": "Status",
		"lastLogin": "Last login"
	},
	status: {
		"active": "Active",
		"inactive": "Inactive"
	},
	never: "Never",
	teamValue: "Team {{id}}",
	brandValue: "Brand {{id}}",
	fields: {
		"email": "Email",
		"firstName": "First name",
		"lastName": "Last name",
		"phoneNumber": "Phone number",
		"birthday": "Birthday",
		"department": "Department",
		"role": "Role",
		"organization": "Organisation",
		"team": "Team",
		"brand": "Brand",
		"isStaff": "Staff",
		"isSuperuser": "Superuser",
		"password": "Initial password",
		"dateJoined": "Joined",
		"lastLogin": "Last login"
	},
	hints: {
		"organization": "Moving someone to another organisation clears their brand.",
		"team": "Teams are not listed yet: type the team's number, or leave it empty for none.",
		"brand": "A brand of their organisation, or none.",
		"password": "At least 8 characters. Give it to them in person; they can change it later.",
		"resetLink": "They receive an email with a link to choose their password, valid for 72 hours."
	},
	brandChoice: {
		"none": "No brand",
		"inactive": "{{name}} (inactive)"
	},
	create: {
		"title": "Add user",
		"description": "The new account belongs to your organisation.",
		"descriptionAnyOrganization": "The new account belongs to your organisation unless you choose another.",
		"submit": "Create user",
		"access": "First sign-in",
		"setPassword": "Set a password",
		"emailLink": "Email a reset link",
		"created": "{{email}} was created.",
		"createdWithLink": "{{email}} was created; a link to choose a password was emailed."
	},
	view: {
		"back": "Back to users",
		"profile": "Profile",
		"profileSubtitle": "The account as it is stored.",
		"edit": "Edit",
		"deactivate": "Deactivate",
		"reactivate": "Reactivate",
		"notFound": "This user does not exist, or is outside what you may see.",
		"loadFailed": "Failed to load the user",
		"readOnly": "You may view this user but not change them.",
		"yes": "Yes",
		"no": "No",
		"none": "None"
	},
	edit: {
		"title": "Edit {{name}}",
		"description": "Only the fields you may change are shown.",
		"submit": "Save changes",
		"saved": "Changes saved."
	},
	deactivate: {
		"title": "Deactivate {{name}}?",
		"body": "They are signed out at once, on every device, and cannot sign in until reactivated.",
		"confirm": "Deactivate",
		"done": "{{name}} was deactivated and signed out."
	},
	reactivate: {
		"title": "Reactivate {{name}}?",
		"body": "They can sign in again with their password.",
		"confirm": "Reactivate",
		"done": "{{name}} was reactivated."
	},
	securityRoles: {
		"title": "Security roles",
		"subtitle": "Custom roles add permissions to those of the user's role.",
		"fromRole": "Through their role",
		"assigned": "Assigned roles",
		"none": "No custom roles assigned.",
		"noneAvailable": "This organisation has no custom roles yet.",
		"inactive": "inactive",
		"save": "Save roles",
		"reset": "Undo changes",
		"saved": "Security roles saved. They apply from the user's next request.",
		"saveFailed": "Failed to assign the roles.",
		"loadFailed": "Failed to load roles",
		"level": {
			"system": "System",
			"organization": "Organisation",
			"department": "Department",
			"team": "Team"
		}
	}
};
export { users_default as default };

//# sourceMappingURL=users-BH56i7kj.js.map