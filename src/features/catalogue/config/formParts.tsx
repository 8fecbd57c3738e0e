import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeFromName, sanitizeCode } from '../../../../domain/common/fields';
import { IMAGE_ACCEPT } from '../../../../domain/common/images';
import { AuthImage } from '../../../components/data/AuthImage';
import { FormField } from '../../../components/data/FormDialog';
import { useCatalogueMessage } from '../catalogueMessages';
import { fileSizeText, logoFileHint } from './logoFile';

/** The fields every catalogue configuration form has; each form adds its own. */
export type CommonForm = {
  name: string;
  code: string;
  description?: string;
  is_active?: boolean;
  start_date?: string | null;
  end_date?: string | null;
};
/** A dialog's form seen through the fields it shares with the others. */
export const common = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) =>
  form as unknown as UseFormReturn<CommonForm>;

/** Date inputs: empty is "none" (null). */
export const dateOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * Name and code. When adding, the code follows the name (ACME_SPORTS from "Acme Sports") until
 * the user types a code of their own; a typed code is made valid when leaving the field, with the
 * notice that it was changed ('Brand code has been sanitized').
 */
export function NameCodeFields({
  form,
  generate,
  sanitizedNotice,
}: {
  form: UseFormReturn<CommonForm>;
  /** Whether the code follows the name (adding), or is left as it is (editing). */
  generate: boolean;
  /** Translated notice shown when a typed code had to change. */
  sanitizedNotice: string;
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const noticeId = useId();
  // Whether the user typed a code of their own (the code no longer follows the name).
  const [typed, setTyped] = useState(!generate);
  const [sanitized, setSanitized] = useState(false);
  const { register, setValue, formState } = form;
  const { errors, isSubmitted } = formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('catalogueConfig.fields.name')} error={text(errors.name?.message)} required>
        <Input
          autoComplete="off"
          {...register('name', {
            onChange: (e: ChangeEvent<HTMLInputElement>) => {
              if (typed) return;
              setValue('code', codeFromName(e.target.value), {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              });
            },
          })}
        />
      </FormField>
      <Stack gap="1.5">
        <FormField
          label={t('catalogueConfig.fields.code')}
          error={text(errors.code?.message)}
          helper={t(generate ? 'catalogueConfig.hints.codeGenerated' : 'catalogueConfig.hints.code')}
          required
        >
          <Input
            autoComplete="off"
            dir="ltr"
            fontFamily="mono"
            aria-describedby={sanitized ? noticeId : undefined}
            {...register('code', {
              onChange: (e: ChangeEvent<HTMLInputElement>) => {
                // Emptying the code lets it follow the name again.
                setTyped(!generate || e.target.value !== '');
                setSanitized(false);
              },
              onBlur: (e: ChangeEvent<HTMLInputElement>) => {
                const value = e.target.value;
                if (!value) return;
                const { code, changed } = sanitizeCode(value);
                if (!changed) return;
                setValue('code', code, { shouldDirty: true, shouldValidate: true });
                setSanitized(true);
              },
            })}
          />
        </FormField>
        {sanitized && (
          <Text id={noticeId} role="status" fontSize="sm" color="fg.warning" data-testid="code-sanitized">
            {sanitizedNotice}
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

export function DescriptionField({ form }: { form: UseFormReturn<CommonForm> }) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  return (
    <FormField
      label={t('catalogueConfig.fields.description')}
      error={text(form.formState.errors.description?.message)}
    >
      <Textarea rows={3} {...form.register('description')} />
    </FormField>
  );
}

export function DateFields({ form }: { form: UseFormReturn<CommonForm> }) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const { errors } = form.formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('catalogueConfig.fields.startDate')} error={text(errors.start_date?.message)}>
        <Input type="date" {...form.register('start_date', { setValueAs: dateOrNull })} />
      </FormField>
      <FormField label={t('catalogueConfig.fields.endDate')} error={text(errors.end_date?.message)}>
        <Input type="date" {...form.register('end_date', { setValueAs: dateOrNull })} />
      </FormField>
    </SimpleGrid>
  );
}

/** An on/off field of a form (active, allows sales…). */
export function FlagSwitch<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  /** Translated. */
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={!!field.value}
          onCheckedChange={(e) => field.onChange(e.checked)}
          colorPalette="primary"
        >
          <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

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
