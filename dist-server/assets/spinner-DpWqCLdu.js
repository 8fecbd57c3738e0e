import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/spinner/spinner.js
var { withContext, PropsProvider } = createRecipeContext({ key: "spinner" });
var Spinner = withContext("span");
export { Spinner as t };

//# sourceMappingURL=spinner-DpWqCLdu.js.map