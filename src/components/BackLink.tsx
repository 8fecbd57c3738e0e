import { Box, Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

/** The link back to a list (or the row a form edits), its arrow turned in right-to-left languages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted" focusRing="outside">
      <RouterLink to={to}>
        <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex" aria-hidden>
          <ArrowLeft size={16} />
        </Box>
        {label}
      </RouterLink>
    </Link>
  );
}
