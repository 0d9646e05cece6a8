import {
  AppError,
  LANGUAGE_MESSAGES,
  SITE_ADDRESS_MESSAGES,
  SITE_DETAILS_MESSAGES,
} from '@propdesk/shared';
import { hasRole, type AccessRule } from '../../infra/access';

/** The site's offices: its admins keep them (moderators run content, not the site's details). */
export const canManageSiteAddresses: AccessRule<void> = (actor) =>
  hasRole(actor, 'ADMIN') ? null : new AppError('FORBIDDEN', SITE_ADDRESS_MESSAGES.adminOnly);

/** The site's name and default currency: its admins only. */
export const canChangeSiteDetails: AccessRule<void> = (actor) =>
  hasRole(actor, 'ADMIN') ? null : new AppError('FORBIDDEN', SITE_DETAILS_MESSAGES.adminOnly);

/** The site's default and offered languages: its admins only. */
export const canChangeSiteLanguages: AccessRule<void> = (actor) =>
  hasRole(actor, 'ADMIN') ? null : new AppError('FORBIDDEN', LANGUAGE_MESSAGES.adminOnly);
