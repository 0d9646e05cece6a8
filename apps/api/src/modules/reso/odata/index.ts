/**
 * The OData query layer of the RESO Web API: reads the system query options of a collection
 * request ($filter, $select, $orderby, $top, $skip, $count, $expand) against a resource's fields
 * and gives parameterised SQL. No routes and no tables: the RESO resources call it, e.g.
 *
 *   const q = parseODataQuery(request.query, PROPERTY_FIELDS, {
 *     maxTop: 200, defaultTop: 100, expandable: ['Media'], keyOrder: sql`p.public_id asc`,
 *   });
 *   sql`select ... from properties p where ${and(live, q.where)}
 *       order by ${q.orderBy} limit ${q.top} offset ${q.skip}`
 *
 * and answer an ODataError with its status and `{ error: { code, message, target } }`.
 */
export { ODataError } from './errors';
export { MAX_FILTER_DEPTH, MAX_FILTER_LENGTH } from './filter';
export { parseODataQuery, type ODataQuery, type ODataQueryOptions } from './query';
export type { EdmType, ODataField, ODataFields } from './types';
