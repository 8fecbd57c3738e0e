var dashboard_default = {
	organization: "Organisation: {{name}}",
	organizationNumber: "Organisation #{{id}}"
};
export { dashboard_default as default };

//# sourceMappingURL=dashboard-vcJgTV3r.js.map