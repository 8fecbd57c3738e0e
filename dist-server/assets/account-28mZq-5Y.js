var account_default = {
	menu: "Account settings",
	settingsTitle: "Account settings",
	settingsSubtitle: "Your profile details and your password.",
	tabs: {
		"account": "Account",
		"security": "Security",
		"profile": "Profile",
		"permissions": "Permissions"
	},
	userMenu: {
		"profile": "My profile",
		"settings": "Account settings"
	},
	profile: {
		"accountTitle": "Sign-in and organisation",
		"accountSubtitle": "These details are managed by an administrator.",
		"name": "Name",
		"email": "Email",
		"role": "Role",
		"organization": "Organisation",
		"title": "Profile details",
		"subtitle": "Keep your name and contact details up to date.",
		"firstName": "First name",
		"lastName": "Last name",
		"phoneNumber": "Phone number",
		"birthday": "Birthday",
		"department": "Department",
		"notEditable": "Your role does not allow you to change this field.",
		"save": "Save changes",
		"reset": "Reset",
		"saved": "Your profile has been saved.",
		"saveFailed": "Your profile could not be saved. Please try again."
	},
	security: {
		"title": "Change password",
		"subtitle": "Enter your current password, then the new one twice.",
		"oldPassword": "Current password",
		"newPassword": "New password",
		"newPasswordHint": "At least 8 characters.",
		"confirmPassword": "Confirm new password",
		"submit": "Change password",
		"clear": "Clear",
		"changed": "Your password has been changed.",
		"changedDetail": "You have been signed out on your other devices. This session stays open until it expires; then sign in with your new password.",
		"changeFailed": "Your password could not be changed. Please try again."
	},
	userProfile: {
		"title": "User profile",
		"joined": "Joined {{date}}",
		"team": "Team",
		"brand": "Brand",
		"notSet": "Not set",
		"about": "About",
		"edit": "Edit profile",
		"lastLogin": "Last sign-in",
		"status": "Status",
		"active": "Active",
		"inactive": "Inactive"
	},
	permissions: {
		"title": "Your permissions",
		"subtitle": "The rules your session carries. A later rule takes precedence over an earlier one.",
		"effect": "Effect",
		"action": "Action",
		"subject": "Subject",
		"conditions": "Conditions",
		"fields": "Fields",
		"allow": "Allow",
		"deny": "Deny",
		"anyRecord": "Any record",
		"allFields": "All fields",
		"empty": "Your session carries no rules."
	}
};
export { account_default as default };

//# sourceMappingURL=account-28mZq-5Y.js.map