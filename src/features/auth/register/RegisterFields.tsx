import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/common/messages';
import { PasswordField, TextField } from '../ui/fields';

export const NameFields = () => {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
      <TextField name="first_name" label={t('auth.register.firstName')} autoComplete="given-name" />
      <TextField name="last_name" label={t('auth.register.lastName')} autoComplete="family-name" />
    </SimpleGrid>
  );
};

/** A new password and its confirmation; sign-up and reset name them differently. */
export function NewPasswordFields({ names, labels }: { names: [string, string]; labels: [string, string] }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name={names[0]}
        label={labels[0]}
        helperText={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField name={names[1]} label={labels[1]} />
    </>
  );
}
