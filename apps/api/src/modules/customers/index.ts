export { customersRoutes } from './customers.routes';
export { createCustomer, type CustomersContext } from './customers.service';
