import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
// The theme's parts one by one rather than `defaultConfig`, which carries every one of Chakra's
// ~80 recipes (18 KB of the first download for /login) and also builds a system of its own.
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the app uses, and only those. A component whose recipe
 * is missing renders unstyled, without any error: using a new Chakra component means adding its
 * recipe here, and `chakraConfig.test.ts` fails until it is (it reads which recipes each
 * component imported in src/ needs from Chakra's own code).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  pinInput: pinInputSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  steps: stepsSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  timeline: timelineSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's `defaultConfig` (its base config merged with its `defaultThemeConfig`) with the
 * recipes above instead of all of them. Use it wherever `defaultConfig` would be used.
 */
export const chakraConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
