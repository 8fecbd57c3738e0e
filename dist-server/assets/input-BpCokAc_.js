import { t as field_exports } from "./field-2YzigrTE.js";
import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/input/input.js
var { withContext, PropsProvider } = createRecipeContext({ key: "input" });
var Input = withContext(field_exports.Input);
export { Input as t };

//# sourceMappingURL=input-BpCokAc_.js.map