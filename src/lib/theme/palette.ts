/**
 * The primary colours a user may pick (configurable, purple by default). Each is one
 * of Chakra's palettes; `primary` in the theme points at whichever is chosen.
 */
export const PRIMARY_COLORS = ['purple', 'blue', 'cyan', 'teal', 'green', 'orange', 'pink'] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];
export const DEFAULT_PRIMARY_COLOR: PrimaryColor = 'purple';
