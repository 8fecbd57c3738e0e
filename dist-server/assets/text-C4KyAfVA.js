import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/text/index.js
var { withContext, PropsProvider } = createRecipeContext({ key: "text" });
var Text = withContext("p");
export { Text as t };

//# sourceMappingURL=text-C4KyAfVA.js.map