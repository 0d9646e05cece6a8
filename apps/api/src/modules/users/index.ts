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
