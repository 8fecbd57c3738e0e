import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/link/link.js
var { withContext, PropsProvider } = createRecipeContext({ key: "link" });
var Link = withContext("a");
export { Link as t };

//# sourceMappingURL=link-hOxVZrXS.js.map