import type { User } from '../../domain/users/schemas';

/** A user as screens name them: first and last name, or the email when they have none. */
export const fullName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;
