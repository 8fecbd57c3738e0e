import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/heading/index.js
var { withContext, PropsProvider } = createRecipeContext({ key: "heading" });
var Heading = withContext("h2");
export { Heading as t };

//# sourceMappingURL=heading-D1a6ZASm.js.map