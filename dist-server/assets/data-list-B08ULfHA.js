import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/data-list/data-list.js
var { withProvider, withContext, useStyles: useDataListStyles, PropsProvider } = createSlotRecipeContext({ key: "dataList" });
var DataListRoot = withProvider("dl", "root");
var DataListItem = withContext("div", "item");
var DataListItemLabel = withContext("dt", "itemLabel");
var DataListItemValue = withContext("dd", "itemValue");
export { DataListRoot as i, DataListItemLabel as n, DataListItemValue as r, DataListItem as t };

//# sourceMappingURL=data-list-B08ULfHA.js.map