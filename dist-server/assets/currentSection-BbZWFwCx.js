// src/components/currentSection.ts
/** Whether `pathname` is `prefix` or lies below it (segment by segment: /product is not /products). */
var within = (pathname, prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
/**
* The link the page at `pathname` belongs to. When the paths of two links both hold it (the
* category list lies below the product pages), the longer, closer one wins: a navigation marks
* one link at most. None when no link holds the page.
*/
function currentSection(links, pathname) {
	let best;
	for (const link of links) for (const prefix of [link.path, link.section]) if (prefix && within(pathname, prefix) && (!best || prefix.length > best.length)) best = {
		link,
		length: prefix.length
	};
	return best?.link;
}
/**
* `aria-current` of a link: `page` on its own page, `true` on another page of its section (the
* link is current, the page is not the one it opens), nothing elsewhere.
*/
function ariaCurrent(link, current, pathname) {
	if (link !== current) return void 0;
	return pathname === link.path ? "page" : "true";
}
export { currentSection as n, ariaCurrent as t };

//# sourceMappingURL=currentSection-BbZWFwCx.js.map