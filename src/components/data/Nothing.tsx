import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A dash for "nothing", read out as "none". */
export function Nothing() {
  const { t } = useTranslation();
  return (
    <>
      <Text as="span" color="fg.muted" aria-hidden>
        —
      </Text>
      <Box as="span" srOnly>
        {t('data.none')}
      </Box>
    </>
  );
}
