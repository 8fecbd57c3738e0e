import { useId, useRef } from 'react';
import { Alert, Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../../../domain/common/images';
import { AuthImage } from '../data/AuthImage';
import { fileSizeText, logoFileHint } from './logoFile';

/** A logo being chosen in a dialog: the new file (with its preview), or the removal of the current one. */
export type LogoChoice = { file: File | null; preview?: string; remove: boolean };
export const NO_LOGO_CHANGE: LogoChoice = { file: null, remove: false };
export const logoChanged = (choice: LogoChoice) => !!choice.file || choice.remove;

/**
 * The logo: the current one (read with the token), or a preview of the file chosen, which is
 * uploaded when the form is saved. Type and size are hinted here; the server reads the content
 * and decides.
 */
export function LogoField({
  current,
  choice,
  onChange,
  alt,
}: {
  /** The current logo's API path, or null. */
  current: string | null;
  choice: LogoChoice;
  onChange: (choice: LogoChoice) => void;
  /** Translated text describing the image. */
  alt: string;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const preview = choice.preview;
  const hint = choice.file ? logoFileHint(choice.file) : null;
  const shown = choice.file ? 'new' : current && !choice.remove ? 'current' : 'none';

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {t('catalogueConfig.fields.logo')}
      </Text>
      <HStack gap="4" align="center">
        <Box boxSize="16" rounded="md" borderWidth="1px" overflow="hidden" flexShrink={0}>
          {shown === 'new' && preview ? (
            <chakra.img src={preview} alt={alt} width="100%" height="100%" objectFit="contain" />
          ) : shown === 'current' ? (
            <AuthImage src={current} alt={alt} boxSize="100%" objectFit="contain" />
          ) : (
            <AuthImage src={null} alt="" boxSize="100%" />
          )}
        </Box>
        <Stack gap="1.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              aria-describedby={hintId}
            >
              <ImagePlus aria-hidden />
              {t(shown === 'none' ? 'catalogueConfig.logo.choose' : 'catalogueConfig.logo.replace')}
            </Button>
            {shown !== 'none' && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => onChange({ file: null, remove: !!current })}
              >
                <Trash2 aria-hidden />
                {t('catalogueConfig.logo.remove')}
              </Button>
            )}
            {choice.remove && (
              <Button size="sm" variant="ghost" onClick={() => onChange(NO_LOGO_CHANGE)}>
                <Undo2 aria-hidden />
                {t('catalogueConfig.logo.keep')}
              </Button>
            )}
          </HStack>
          <Text id={hintId} fontSize="xs" color="fg.muted">
            {choice.file
              ? t('catalogueConfig.logo.chosen', {
                  name: choice.file.name,
                  size: fileSizeText(choice.file.size, i18n.language),
                })
              : choice.remove
                ? t('catalogueConfig.logo.removed')
                : t('catalogueConfig.logo.hint')}
          </Text>
        </Stack>
      </HStack>
      {hint && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t(`catalogue.messages.${hint}`)}</Alert.Title>
        </Alert.Root>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="logo-input"
        aria-label={t('catalogueConfig.fields.logo')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          // A data URL for the preview: nothing to release afterwards.
          const reader = new FileReader();
          reader.onload = () =>
            onChange({
              file,
              remove: false,
              preview: typeof reader.result === 'string' ? reader.result : undefined,
            });
          reader.onerror = () => onChange({ file, remove: false });
          reader.readAsDataURL(file);
        }}
      />
    </Stack>
  );
}
