import { Box, Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIST_PATH } from '../paths';

/** The link back to the list (or to `to`), its arrow turned in right-to-left languages. */
export function BackLink({ to = PRODUCT_LIST_PATH, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted" focusRing="outside">
      <RouterLink to={to}>
        <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex" aria-hidden>
          <ArrowLeft size={16} />
        </Box>
        {label ?? t('products.view.back')}
      </RouterLink>
    </Link>
  );
}
