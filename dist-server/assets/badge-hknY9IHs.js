import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/badge/badge.js
var { PropsProvider, withContext } = createRecipeContext({ key: "badge" });
var Badge = withContext("span");
export { Badge as t };

//# sourceMappingURL=badge-hknY9IHs.js.map