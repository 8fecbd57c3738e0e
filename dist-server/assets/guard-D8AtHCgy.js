// src/lib/routing/guard.ts
var LOGIN_PATH = "/login";
var NOT_AUTHORIZED_PATH = "/not-authorized";
var allow = { type: "allow" };
var redirect = (to) => ({
	type: "redirect",
	to
});
/** Where an anonymous visitor of `wantedPath` is sent: login, remembering the path. */
function loginRedirect(wantedPath) {
	return wantedPath === "/" ? LOGIN_PATH : `${LOGIN_PATH}?to=${encodeURIComponent(wantedPath)}`;
}
/**
* The guard's decision, in the spec's order: 1 public passes; 2 login-type pages send a signed-in
* user home (or to the `to` they came for); 3 no session → login with `to`; 4 a missing right → not-authorized; 5 abilities not
* loaded yet → let through.
*/
function decideRoute(meta, wantedPath, session) {
	if (meta.public) return allow;
	if (meta.unauthenticatedOnly) return session.isAuthenticated ? redirect(safeReturnPath(queryParam(wantedPath, "to"))) : allow;
	if (!session.isAuthenticated) return redirect(loginRedirect(wantedPath));
	if (meta.action && meta.subject && session.ability && !session.ability.can(meta.action, meta.subject)) return redirect(NOT_AUTHORIZED_PATH);
	return allow;
}
function queryParam(path, name) {
	const query = path.indexOf("?");
	return query < 0 ? null : new URLSearchParams(path.slice(query + 1)).get(name);
}
/** Only same-origin paths are followed after login, never an absolute URL from the query. */
function safeReturnPath(to) {
	return to && to.startsWith("/") && !to.startsWith("//") ? to : "/";
}
/**
* Root redirect: a client goes to the access-control page; admins, superusers and every
* other role to the ecommerce dashboard.
*/
function homePathFor(role) {
	return role === "client" ? "/access-control" : "/dashboards/ecommerce";
}
export { safeReturnPath as a, homePathFor as i, NOT_AUTHORIZED_PATH as n, decideRoute as r, LOGIN_PATH as t };

//# sourceMappingURL=guard-D8AtHCgy.js.map