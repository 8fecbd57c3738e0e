import type { ReactNode } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Portal,
  SegmentGroup,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Check, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_WIDTHS,
  DEFAULT_LAYOUT,
  layoutPreferences,
  NAV_LAYOUTS,
  NAVBAR_TYPES,
  SKINS,
  updateLayoutPreferences,
} from '../preferences/layout';
import { PRIMARY_COLORS, type PrimaryColor } from '../../lib/theme/palette';
import { usePreference } from '../preferences/store';
import { THEME_PREFERENCES, themePreference, type ThemePreference } from '../theme';
import { LanguageSelect } from './Preferences';

type ChoiceProps<T extends string> = {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
};

/** One preference picked among a few values: a radio group drawn as a segmented control. */
function Choice<T extends string>({ label, values, value, onChange, text }: ChoiceProps<T>) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium" id={`customizer-${label}`}>
        {label}
      </Text>
      <SegmentGroup.Root
        size="sm"
        value={value}
        onValueChange={(e) => e.value && onChange(e.value as T)}
        aria-labelledby={`customizer-${label}`}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={values.map((v) => ({ value: v, label: text(v) }))} />
      </SegmentGroup.Root>
    </Stack>
  );
}

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="primary"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        color="fg.muted"
        letterSpacing="wider"
      >
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function PrimaryColorPicker({ value }: { value: PrimaryColor }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium" id="customizer-primary">
        {t('app.customizer.primaryColor')}
      </Text>
      <HStack role="radiogroup" aria-labelledby="customizer-primary" gap="2" wrap="wrap">
        {PRIMARY_COLORS.map((color) => (
          <IconButton
            key={color}
            role="radio"
            aria-checked={color === value}
            aria-label={t(`app.customizer.colors.${color}`)}
            title={t(`app.customizer.colors.${color}`)}
            size="sm"
            rounded="full"
            bg={`${color}.solid`}
            color={`${color}.contrast`}
            outlineOffset="2px"
            outline={color === value ? '2px solid' : undefined}
            outlineColor={`${color}.solid`}
            onClick={() => updateLayoutPreferences({ primaryColor: color })}
          >
            {color === value ? <Check size={16} aria-hidden /> : null}
          </IconButton>
        ))}
      </HStack>
    </Stack>
  );
}

/**
 * Every layout preference in one drawer (spec §4): theme, primary colour, skin, navigation
 * layout and collapse, content width, navbar type and blur, language.
 */
export function Customizer() {
  const { t } = useTranslation();
  const layout = usePreference(layoutPreferences);
  const theme = usePreference(themePreference);
  const horizontal = layout.navLayout === 'horizontal';
  return (
    <Drawer.Root placement="end" size="sm">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t('app.customizer.open')}
          title={t('app.customizer.open')}
          variant="ghost"
          size="sm"
        >
          <SlidersHorizontal size={18} aria-hidden />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="start" gap="1">
              <Drawer.Title>{t('app.customizer.title')}</Drawer.Title>
              <Text fontSize="sm" color="fg.muted">
                {t('app.customizer.description')}
              </Text>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="8">
                <Section title={t('app.customizer.theming')}>
                  <Choice
                    label={t('app.theme')}
                    values={THEME_PREFERENCES}
                    value={theme}
                    onChange={(next: ThemePreference) => themePreference.set(next)}
                    text={(v) => t(`app.themes.${v}`)}
                  />
                  <PrimaryColorPicker value={layout.primaryColor} />
                  <Choice
                    label={t('app.customizer.skin')}
                    values={SKINS}
                    value={layout.skin}
                    onChange={(skin) => updateLayoutPreferences({ skin })}
                    text={(v) => t(`app.customizer.skins.${v}`)}
                  />
                </Section>
                <Section title={t('app.customizer.layout')}>
                  <Choice
                    label={t('app.customizer.navLayout')}
                    values={NAV_LAYOUTS}
                    value={layout.navLayout}
                    onChange={(navLayout) => updateLayoutPreferences({ navLayout })}
                    text={(v) => t(`app.customizer.navLayouts.${v}`)}
                  />
                  <Toggle
                    label={t('app.customizer.navCollapsed')}
                    checked={layout.navCollapsed && !horizontal}
                    disabled={horizontal}
                    onChange={(navCollapsed) => updateLayoutPreferences({ navCollapsed })}
                  />
                  <Choice
                    label={t('app.customizer.contentWidth')}
                    values={CONTENT_WIDTHS}
                    value={layout.contentWidth}
                    onChange={(contentWidth) => updateLayoutPreferences({ contentWidth })}
                    text={(v) => t(`app.customizer.contentWidths.${v}`)}
                  />
                  <Choice
                    label={t('app.customizer.navbarType')}
                    values={NAVBAR_TYPES}
                    value={layout.navbarType}
                    onChange={(navbarType) => updateLayoutPreferences({ navbarType })}
                    text={(v) => t(`app.customizer.navbarTypes.${v}`)}
                  />
                  {horizontal && layout.navbarType === 'hidden' ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t('app.customizer.hiddenNavbarHorizontal')}
                    </Text>
                  ) : null}
                  <Toggle
                    label={t('app.customizer.navbarBlur')}
                    checked={layout.navbarBlur}
                    onChange={(navbarBlur) => updateLayoutPreferences({ navbarBlur })}
                  />
                </Section>
                <Section title={t('app.language')}>
                  <LanguageSelect />
                </Section>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Box flex="1" />
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  layoutPreferences.set(DEFAULT_LAYOUT);
                  themePreference.set('system');
                }}
              >
                {t('app.customizer.reset')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
