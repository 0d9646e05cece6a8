export { usersRoutes } from './users.routes';
export {
  createUser,
  findAccountByEmail,
  findAccountById,
  passwordRefusal,
  updateAccount,
  type NewAccount,
  type UserRow,
} from './users.service';

/*
 * Internal API: helpers other modules call that are not services (no actor, no access check).
 * They take the database and the site's id; the caller has authorized the request. The users
 * module owns the `users`, `agents` and `customers` tables (an account and its agency or
 * customer profile), so the agents and customers modules read their rows through these.
 */
export * as agentRows from './users.agents.repository';
export * as customerRows from './users.customers.repository';
export type { AgentRow } from './users.agents.repository';
export { accountNames, findActorAccount } from './users.repository';
