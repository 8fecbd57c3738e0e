import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/code/code.js
var { withContext, PropsProvider } = createRecipeContext({ key: "code" });
var Code = withContext("code");
export { Code as t };

//# sourceMappingURL=code-BfabJGPC.js.map