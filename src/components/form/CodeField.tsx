import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { sanitizeCode } from '../../../domain/common/fields';
import { FormField } from '../data/FormDialog';

/**
 * A code field (a brand's, a product's, a launch's…): what is typed is kept while typing; on
 * leaving the field it is made valid (upper case, letters, digits and underscores: `sanitizeCode`)
 * and, when that changed it, the field says so ('Brand code has been sanitized'), so a code is
 * never rewritten silently.
 */
export function CodeField<T extends FieldValues>({
  form,
  name,
  label,
  error,
  helper,
  sanitizedNotice,
  required = true,
  onChange,
  addon,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  /** Translated texts. */
  label: string;
  error?: string;
  helper?: string;
  /** Shown when leaving the field changed the code. */
  sanitizedNotice: string;
  required?: boolean;
  /** Called as the code is typed (after the notice is put away). */
  onChange?: (value: string) => void;
  /** Beside the input, e.g. a Generate button. */
  addon?: ReactNode;
}) {
  const noticeId = useId();
  const [sanitized, setSanitized] = useState(false);
  const input = (
    <Input
      autoComplete="off"
      dir="ltr"
      fontFamily="mono"
      // Beside an addon the input takes the room left (in the field's own column it must not).
      flex={addon ? '1' : undefined}
      aria-describedby={sanitized ? noticeId : undefined}
      {...form.register(name, {
        onChange: (e: ChangeEvent<HTMLInputElement>) => {
          setSanitized(false);
          onChange?.(e.target.value);
        },
        onBlur: (e: ChangeEvent<HTMLInputElement>) => {
          if (!e.target.value) return;
          const { code, changed } = sanitizeCode(e.target.value);
          if (!changed) return;
          form.setValue(name, code as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
          setSanitized(true);
        },
      })}
    />
  );
  return (
    <Stack gap="1.5">
      <FormField label={label} error={error} helper={helper} required={required}>
        {addon ? (
          <HStack gap="2" width="full">
            {input}
            {addon}
          </HStack>
        ) : (
          input
        )}
      </FormField>
      {sanitized && (
        <Text id={noticeId} role="status" fontSize="sm" color="fg.warning" data-testid="code-sanitized">
          {sanitizedNotice}
        </Text>
      )}
    </Stack>
  );
}
