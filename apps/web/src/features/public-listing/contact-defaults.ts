import type { RememberedContact } from './contact-memory';

/**
 * What a lead form starts with: the signed-in account's name and email and the customer's
 * profile phone when there are some, else what this device sent last on this site.
 */
export function contactDefaults(
  sender: { name: string; email: string; phone: string; signedIn: boolean },
  remembered: RememberedContact,
): RememberedContact {
  return {
    name: sender.name || remembered.name,
    email: sender.signedIn ? sender.email : remembered.email,
    phone: sender.phone || remembered.phone,
  };
}
