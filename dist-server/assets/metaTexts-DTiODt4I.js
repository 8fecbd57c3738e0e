import { p as string } from "./schemas-DsdQ_yki.js";
import { n as catalogueMessages } from "./messages-RhImmaX2.js";
var META_TITLE_HINT = [50, 60];
var META_DESCRIPTION_HINT = [150, 160];
var metaTitle = () => string({ error: "Expected a string." }).trim().max(199, catalogueMessages.metaTitleMax);
var metaDescription = () => string({ error: "Expected a string." }).trim().max(499, catalogueMessages.metaDescriptionMax);
/** Readable hint when a meta text is outside the recommended length, else null. */
function metaLengthHint(text, [min, max], hint) {
	const n = text.trim().length;
	return n > 0 && (n < min || n > max) ? hint : null;
}
export { metaTitle as a, metaLengthHint as i, META_TITLE_HINT as n, metaDescription as r, META_DESCRIPTION_HINT as t };

//# sourceMappingURL=metaTexts-DTiODt4I.js.map