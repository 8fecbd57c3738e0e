var errors_default = {
	backHome: "Back to home",
	notAuthorizedTitle: "You are not authorized!",
	notAuthorizedBody: "Your account lacks the permission this page needs. Ask an administrator if you should have it.",
	notFoundTitle: "Page not found",
	notFoundBody: "We couldn't find the page you are looking for.",
	loadFailed: "The data could not be loaded. Please try again.",
	goBack: "Go back"
};
export { errors_default as default };

//# sourceMappingURL=errors-DgOVpvjv.js.map