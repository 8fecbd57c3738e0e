var dashboard_default = {
	organization: "Organisation : {{name}}",
	organizationNumber: "Organisation n°{{id}}"
};
export { dashboard_default as default };

//# sourceMappingURL=dashboard-DQ1G2GLW.js.map