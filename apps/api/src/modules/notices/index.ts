export { enqueueNotice, type NoticeInput, type NoticesContext } from './notices.service';
