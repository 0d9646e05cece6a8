/**
 * The OData query layer of the RESO Web API: reads the system query options of a collection
 * request ($filter, $select, $orderby, $top, $skip, $count, $expand) against a resource's fields
 * and gives parameterised SQL. No routes and no tables: the RESO resources call it.
 */
export { ODataError, ODataErrorCode } from './errors';
export { MAX_FILTER_DEPTH, MAX_FILTER_LENGTH } from './filter';
export { parseODataQuery, type ODataQuery, type ODataQueryOptions } from './query';
export type { EdmType, ODataField, ODataFields } from './types';
