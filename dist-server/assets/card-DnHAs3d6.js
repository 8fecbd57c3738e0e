import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/card/card.js
var { withProvider, withContext, useStyles: useCardStyles, PropsProvider } = createSlotRecipeContext({ key: "card" });
var CardRoot = withProvider("div", "root");
var CardBody = withContext("div", "body");
var CardHeader = withContext("div", "header");
var CardFooter = withContext("div", "footer");
var CardTitle = withContext("h3", "title");
var CardDescription = withContext("p", "description");
export { CardRoot as a, CardHeader as i, CardDescription as n, CardTitle as o, CardFooter as r, CardBody as t };

//# sourceMappingURL=card-DnHAs3d6.js.map