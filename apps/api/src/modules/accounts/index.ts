export { createAccount } from './accounts.service';
