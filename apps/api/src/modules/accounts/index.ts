export { createAccount, type AccountInput, type AccountsContext } from './accounts.service';
