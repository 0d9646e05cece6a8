// Favourites: the listings an account keeps on its shortlist, the changes since saved (a lower
// price, a listing no longer available), and the daily notice of them. Owns the favourites and
// favourite_digests tables; a read model (it reads the listings', accounts' and sites' tables
// to find what changed), listing cards come from the properties module's answers.
export { favouritesRoutes } from './favourites.routes';
export { type FavouritesContext } from './favourites.service';

/*
 * Internal API: app.ts runs the notices of favourites' changes on a timer; tests run them with
 * a clock of their own. Not a service: no actor and no access check.
 */
export { createFavouriteNotices, type FavouriteNotices } from './favourites.notices';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { favouritesPersonalData } from './favourites.personal-data';
