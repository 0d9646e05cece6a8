// breaks: propdesk/table-ownership
export { agents } from './agents.tables';
