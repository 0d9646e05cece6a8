import type { Tenant } from '../../infra/tenant';

export { authRoutes } from './auth.routes';
export { admitSignup, setPassword, type AuthContext } from './auth.service';

/*
 * Internal API: the customers module mails a new customer the confirmation link.
 * Not a service: no actor and no access check; the caller has authorized the request.
 */
export { sendEmailConfirmation } from './auth.email-confirmation';

/*
 * Internal API: every server process asks for the sessions ended lately (infra/auth refuses
 * their access tokens). Not a service: it reads every site's, for no caller.
 */
export { sessionsEndedWithin } from './auth.repository';

/** What a sign-up route calls first: refuses a client address over the site's sign-up limit. */
export type AdmitSignup = (tenant: Tenant, ip: string) => Promise<void>;

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { authPersonalData } from './auth.personal-data';
