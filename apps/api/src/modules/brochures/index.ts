// Brochures: a listing printed as an A4 PDF (infra/pdf-printer.ts), for the public page's
// "Download brochure" and the dashboard's. Owns no table: it reads listings, agencies and types
// through their modules, and prints with the words of the seo module's link previews.
export { brochuresRoutes } from './brochures.routes';
export type { BrochuresContext } from './brochures.service';
