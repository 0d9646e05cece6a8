export { usersRoutes } from './users.routes';
export {
  createUser,
  findAccountByEmail,
  findAccountById,
  passwordRefusal,
  updateAccount,
  userPublicIds,
  type NewAccount,
  type UserRow,
} from './users.service';
