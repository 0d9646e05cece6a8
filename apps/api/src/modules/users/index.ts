export { usersRoutes } from './users.routes';
export {
  createUser,
  findAccountByEmail,
  findAccountById,
  fullName,
  passwordRefusal,
  updateAccount,
  type NewAccount,
  type UserRow,
  type UsersContext,
} from './users.service';
