import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AfterAnswer } from '../../infra/after-answer';
import type { ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import type { Mailer } from '../../infra/mailer';
import type { RevokedSessions } from '../../infra/revoked-sessions';
import type { Tenant } from '../../infra/tenant';
import type { ConfirmationNotice } from './auth.notices';

/** Sign-in, sessions, password resets, email confirmation and the sign-up throttle. */
export interface AuthContext extends ModuleContext {
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Queues a mail in the transaction `db` (the notices module, above this one). */
  queueNotice: (db: Database, tenantId: number, notice: ConfirmationNotice) => Promise<void>;
  /**
   * The leads module's (above this one): a confirmed customer's address collects the site's
   * guest requests sent with it; answers how many joined.
   */
  joinGuestLeads: (
    ctx: ModuleContext,
    tenant: Tenant,
    account: { id: number; email: string },
  ) => Promise<number>;
  /** The geo module's offline look-up (above this one): an address's country code, or null. */
  countryOf: (ip: string) => Promise<string | null>;
  /** The sessions ended lately, which the access-token check refuses (shared with infra/auth). */
  endedSessions: RevokedSessions;
  /**
   * Runs work after the answer has gone (a reset request's look-up and mail), so the answer's
   * timing cannot depend on what the work finds; failures are logged.
   */
  afterAnswer: AfterAnswer;
}
