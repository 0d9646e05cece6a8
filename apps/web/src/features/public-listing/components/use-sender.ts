import { useCurrentUser } from '../../../lib/queries/current-user';
import { useSession } from '../../../lib/tenant';

export interface Sender {
  /** Set for a signed-in customer: their requests go through their own endpoint. */
  customerId: string | null;
  name: string;
  email: string;
  signedIn: boolean;
}

/** Who is writing: a signed-in account's name and email fill the form in. */
export function useSender(): Sender {
  const session = useSession();
  const user = useCurrentUser();
  if (session.status !== 'authenticated') {
    return { customerId: null, name: '', email: '', signedIn: false };
  }
  const name = user.data ? user.data.name.trim() || user.data.firstName.trim() : '';
  return {
    customerId: session.claims.customerId ?? null,
    name,
    email: session.claims.email,
    signedIn: true,
  };
}
