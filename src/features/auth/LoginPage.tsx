import { Box } from '@chakra-ui/react';
import { LoginForm } from './LoginForm';

/** /login. Once signed in, the route guard sends the user on to `?to=` (or home). */
export function LoginPage() {
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" shadow="sm" p="8" w="full" maxW="md">
      <LoginForm />
    </Box>
  );
}
