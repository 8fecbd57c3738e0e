import { t as field_exports } from "./field-2YzigrTE.js";
import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/textarea/textarea.js
var { withContext, PropsProvider } = createRecipeContext({ key: "textarea" });
var Textarea = withContext(field_exports.Textarea);
export { Textarea as t };

//# sourceMappingURL=textarea-c7Kx5KOZ.js.map