import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { customerProfileOptions } from '../../../lib/queries/customer-profile';
import { useSession, useTenant } from '../../../lib/tenant';
import { contactDefaults } from '../contact-defaults';
import { loadContact, rememberContact, type RememberedContact } from '../contact-memory';

export interface Sender {
  /** Set for a signed-in customer: their requests go through their own endpoint. */
  customerId: string | null;
  name: string;
  email: string;
  /** A signed-in customer's phone from their profile (mobile, else telephone); '' otherwise. */
  phone: string;
  signedIn: boolean;
}

/** Who is writing: a signed-in account's name and email, and a customer's phone, fill the form in. */
export function useSender(): Sender {
  const { api, slug } = useTenant();
  const session = useSession();
  const user = useCurrentUser();
  const customerId =
    session.status === 'authenticated' ? (session.claims.customerId ?? null) : null;
  const profile = useQuery({
    ...customerProfileOptions(api, slug, customerId ?? ''),
    enabled: customerId !== null,
  });
  if (session.status !== 'authenticated') {
    return { customerId: null, name: '', email: '', phone: '', signedIn: false };
  }
  const name = user.data ? user.data.name.trim() || user.data.firstName.trim() : '';
  return {
    customerId,
    name,
    email: session.claims.email,
    phone: profile.data?.mobile || profile.data?.telephone || '',
    signedIn: true,
  };
}

/**
 * A lead form's name, email and phone: the account's where signed in, else what this device
 * sent last on this site. `remember` keeps what was sent for the next form.
 */
export function useContactFields(sender: Sender) {
  const { slug } = useTenant();
  const [initial] = useState(() => contactDefaults(sender, loadContact(slug)));
  return {
    initial,
    remember: (sent: Partial<RememberedContact>) => rememberContact(slug, sent),
  };
}

/** A customer's profile phone that arrives after the form opened fills the phone if still empty. */
export function useLateProfilePhone(
  profilePhone: string,
  value: string,
  set: (phone: string) => void,
) {
  const [seen, setSeen] = useState(profilePhone !== '');
  useEffect(() => {
    if (seen || !profilePhone) return;
    setSeen(true);
    if (!value) set(profilePhone);
  }, [seen, profilePhone, value, set]);
}
