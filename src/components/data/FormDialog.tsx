import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Portal, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '../form/schemaValidation';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useValidationText } from '../../lib/validationText';
import { otherMessages, putServerErrors } from '../form/serverErrors';
import { ConfirmDialog } from './ConfirmDialog';
import type { DirtyCloseControl } from './useDirtyClose';

export type FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Translated texts. */
  title: string;
  description?: string;
  submitLabel: string;
  /** The same zod schema the API validates with (from `domain/`), or a form-shaped one. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The form's fields: the API's messages about them go under them; messages about anything
   * else go to the alert at the top.
   */
  fields: readonly string[];
  /**
   * Sends the values. Rejecting with the API's error body (what `useMutation` throws) shows its
   * messages; resolving closes the dialog.
   */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Ask before closing with unsaved changes (`useDirtyClose().dialog` gives it with `open` and
   * `onOpenChange`): the form reports its dirty flag, and a save closes without a question.
   */
  dirtyClose?: DirtyCloseControl;
  /** Changes the form's fields do not hold (a chosen file) count as unsaved too. */
  changedOutside?: boolean;
};

/**
 * A dialog with a react-hook-form form validated by a zod schema: Cancel and a submit button,
 * the server's field errors on the fields and any other error above them. The form is mounted
 * while the dialog is open, so each opening starts from `defaultValues`; only the fields it
 * renders are submitted.
 */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>(props: FormDialogProps<S>) {
  const { open, onOpenChange, title, description, size = 'md', dirtyClose } = props;
  const { t } = useTranslation();
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => onOpenChange(e.open)}
        size={size}
        lazyMount
        unmountOnExit
        // A stray click beside the dialog must not throw away what was typed; Escape and Cancel close it.
        closeOnInteractOutside={false}
        scrollBehavior="inside"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                {description && (
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    {description}
                  </Dialog.Description>
                )}
              </Dialog.Header>
              <DialogForm {...props} />
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {dirtyClose && (
        <ConfirmDialog
          open={open && dirtyClose.asking}
          onOpenChange={(stay) => {
            if (!stay) dirtyClose.onCancel();
          }}
          title={t('data.form.unsavedTitle')}
          body={t('data.form.unsavedChanges')}
          confirmLabel={t('data.form.discard')}
          destructive
          onConfirm={async () => dirtyClose.onConfirm()}
        />
      )}
    </>
  );
}

function DialogForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
  onSubmit,
  onOpenChange,
  submitLabel,
  children,
  dirtyClose,
  changedOutside = false,
}: FormDialogProps<S>) {
  const { t } = useTranslation();
  const text = useValidationText();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    // What is shown is what is sent: a field the form does not render (not allowed, or switched
    // off, like the password when a reset link is chosen) is not part of the values.
    shouldUnregister: true,
  });
  const { isSubmitting, isDirty } = form.formState;
  const dirty = isDirty || changedOutside;
  const onDirtyChange = dirtyClose?.onDirtyChange;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await onSubmit(values);
      if (dirtyClose) dirtyClose.onSubmitted();
      else onOpenChange(false);
    } catch (error) {
      const rest = putServerErrors(error, form.setError, fields as readonly Path<z.input<S>>[]);
      const said = otherMessages(rest, text).join(' ');
      // Without the server's reason: an invitation to try again only when that can help.
      if (said || !rest.onFields) setGeneral(said || t(rest.retry ? 'data.form.saveFailed' : 'data.form.saveRefused'));
    }
  }, (errors) => {
    // A refusal of something the form does not show would otherwise leave the user guessing.
    const unseen = Object.entries(errors)
      .filter(([name]) => !fields.includes(name))
      .map(([, error]) => text(String(error?.message ?? '')));
    setGeneral(unseen.length ? unseen.join(' ') : null);
  });

  return (
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Body>
        <Stack gap="4">
          {general && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{general}</Alert.Title>
            </Alert.Root>
          )}
          {children(form)}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {t('data.form.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** A labelled field of a form, with its error (in the reader's language) or a hint. */
export function FormField({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const text = useValidationText();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{text(error)}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
