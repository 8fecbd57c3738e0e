import type { ReactNode } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** An in-app link in the auth forms' colour. */
export const AuthLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

/** "New here? Create an account": a sentence and a link, centred under a form. */
export const AuthFooter = ({ text, to, link }: { text?: string; to: string; link: string }) => (
  <Text textAlign="center" textStyle="sm" color="fg.muted">
    {text && <>{text} </>}
    <AuthLink to={to}>{link}</AuthLink>
  </Text>
);
