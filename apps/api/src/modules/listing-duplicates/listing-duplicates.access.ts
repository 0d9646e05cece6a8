import { canReadAsAgentOrStaff } from '../properties';

/**
 * A listing's possible duplicates: moderators and admins see them all, its agent those that are
 * their own listings (the service filters); 404 for a listing hidden from the caller, 403 for one
 * they see but is not theirs.
 */
export const canSeeDuplicates = canReadAsAgentOrStaff;
