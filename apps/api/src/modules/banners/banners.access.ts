import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

export const BANNER_NOT_FOUND = 'Banner not found';

/** Creating, changing, listing every banner and deleting: moderators and admins. */
export const canManageBanners: AccessRule<void> = (actor) =>
  isStaff(actor) ? null : new AppError('FORBIDDEN', 'Only moderators can manage banners');
