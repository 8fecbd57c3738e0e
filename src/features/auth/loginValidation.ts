import { LoginRequestSchema } from '../../../domain/auth/schemas';
import { checkFields } from '../../components/form/schemaValidation';

/** The login form's values checked by the shared schema; LoginForm loads this on first use (zod is big). */
export const checkLogin = (values: unknown) => checkFields(LoginRequestSchema, values);
