export { usersRoutes } from './users.routes';
export { createUser, type NewAccount, type UserRow } from './users.service';

/*
 * Internal API: the users module owns the `users`, `agents` and `customers` tables (an account
 * and its agency or customer profile), so other modules read accounts through these: the
 * agents and customers modules their rows (agentRows, customerRows), events and articles a
 * query fragment or subquery they embed (one query, no per-row calls), app.ts the signed-in
 * caller's account for infra/auth.ts.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export {
  effectiveLanguage,
  findAccountByEmail,
  findAccountById,
  passwordRefusal,
  updateAccount,
  userPublicIds,
} from './users.service';
export * as agentRows from './users.agents.repository';
export * as customerRows from './users.customers.repository';
export type { AgentRow } from './users.agents.repository';
export { accountNames, findActorAccount } from './users.repository';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export {
  accountPersonalData,
  accountDetails,
  countOtherAdmins,
  findAccountsLike,
  findDataSubjectAccount,
  lockAccount,
  otherAgents,
  type DataSubjectAccount,
} from './users.personal-data';
