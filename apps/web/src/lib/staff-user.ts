/** The site's staff: moderators and admins run its moderation and content. */
export function isStaffUser(roles: readonly string[]): boolean {
  return roles.includes('MODERATOR') || roles.includes('ADMIN');
}
