// breaks: nothing
export { rows } from './locations.repository';
