import { z } from 'zod';

/**
 * A person as a task's assignee picker shows them: nothing a colleague's card needs beyond who
 * they are (no email, phone, birthday, role or sign-in times).
 */
export const AssigneeSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    /** "First Last", or the email's local part for an account without a name. */
    full_name: z.string(),
  })
  .meta({ id: 'Assignee' });
export type Assignee = z.infer<typeof AssigneeSchema>;

export function toAssignee(user: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}): Assignee {
  const named = `${user.first_name} ${user.last_name}`.trim();
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: named || user.email.split('@')[0]!,
  };
}
