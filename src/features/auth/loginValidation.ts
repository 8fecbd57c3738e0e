import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '../../../domain/auth/schemas';

/** The login form's validation by the shared schema; LoginForm loads it on first use (zod is big). */
export const loginResolver = zodResolver(LoginRequestSchema);
