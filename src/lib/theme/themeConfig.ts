import { defineConfig } from '@chakra-ui/react';
import { chakraConfig } from './chakraConfig';
import { DEFAULT_PRIMARY_COLOR, PRIMARY_COLORS } from './palette';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const ROLES = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing'];
const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;

// `html[…]` outranks Chakra's `.dark` token block, so a bordered skin stays bordered when dark.
const primaryCondition = (color: string) => `primary_${color}`;
const conditions = {
  ...Object.fromEntries(
    PRIMARY_COLORS.map((color) => [primaryCondition(color), `html[data-primary=${color}] &`]),
  ),
  skinBordered: 'html[data-skin=bordered] &',
};

/**
 * `primary` is a palette whose every token points at the chosen Chakra palette, switched by
 * `data-primary` on <html> (set before the first paint by public/preferences.js): only CSS
 * variables change, nothing re-renders, and portals follow. Token conditions keep the switch
 * in Chakra's token layer, which outranks global styles.
 */
const primary = Object.fromEntries(
  [...SHADES, ...ROLES].map((key) => [
    key,
    {
      value: {
        base: `{colors.${DEFAULT_PRIMARY_COLOR}.${key}}`,
        ...Object.fromEntries(
          PRIMARY_COLORS.map((color) => [`_${primaryCondition(color)}`, `{colors.${color}.${key}}`]),
        ),
      },
    },
  ]),
);

// The bordered skin draws a hairline where the default skin casts a shadow (cards, menus,
// dialogs alike), so no component needs a variant of its own.
const defaultShadows = chakraConfig.theme?.semanticTokens?.shadows ?? {};
const shadows = Object.fromEntries(
  SHADOWS.map((size) => [
    size,
    {
      value: {
        ...(defaultShadows[size]?.value as object),
        _skinBordered: '0 0 0 1px {colors.border}',
      },
    },
  ]),
);

/** The layout preferences' part of the theme: primary colour, skin, breakpoints. */
export const preferencesConfig = defineConfig({
  conditions,
  theme: {
    // xs is 0, the base.
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' },
    semanticTokens: {
      colors: {
        primary,
        // Chakra's red.500 on white is 3.8:1, below WCAG AA's 4.5:1 for the small text of field
        // errors (axe flags every form showing one).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
      shadows,
    },
  },
});
