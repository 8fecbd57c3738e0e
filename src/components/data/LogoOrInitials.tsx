import { Box } from '@chakra-ui/react';
import { AuthImage } from './AuthImage';

/** A record's logo (served to members only), or the first letters of its code when it has none. */
export function LogoOrInitials({
  logo,
  code,
  alt,
  size,
}: {
  logo: string | null | undefined;
  code: string;
  alt: string;
  size: string;
}) {
  return logo ? (
    <AuthImage src={logo} alt={alt} boxSize={size} rounded="md" objectFit="contain" />
  ) : (
    <Box
      boxSize={size}
      rounded="md"
      bg="primary.subtle"
      color="primary.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      fontSize="sm"
      flexShrink={0}
      aria-hidden
    >
      {code.slice(0, 2)}
    </Box>
  );
}
