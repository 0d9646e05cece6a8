/**
 * The one error the OData query layer throws: the routes answer it in OData's error shape
 * (`{ error: { code, message, target } }`) with its status. Messages are English, as the
 * OData and RESO standards and their clients are, and name the option, field or position.
 */
export class ODataError extends Error {
  override readonly name = 'ODataError';
  readonly status: 400 | 403 | 404 | 501;
  readonly code: string;
  readonly target?: string;

  constructor(status: 400 | 403 | 404 | 501, code: string, message: string, target?: string) {
    super(message);
    this.status = status;
    this.code = code;
    if (target !== undefined) this.target = target;
  }
}

/** Error codes, one per kind of problem; `target` names the option, field or expand. */
const ODataErrorCode = {
  /** A `$filter` that does not parse or does not type-check. */
  invalidFilter: 'InvalidFilter',
  /** A field the resource does not have (in `$filter`, `$select` or `$orderby`). */
  unknownField: 'UnknownField',
  /** A bad value of `$top`, `$skip`, `$count`, `$select`, `$orderby` or `$expand`. */
  invalidOption: 'InvalidQueryOption',
  /** Part of OData this service does not offer (string functions, arithmetic, `$search`...). */
  notImplemented: 'NotImplemented',
} as const;

export function badFilter(message: string, target = '$filter'): ODataError {
  return new ODataError(400, ODataErrorCode.invalidFilter, message, target);
}

export function unknownField(name: string, where: string): ODataError {
  return new ODataError(
    400,
    ODataErrorCode.unknownField,
    `Unknown field '${name}' in ${where}`,
    name,
  );
}

export function badOption(option: string, message: string, target = option): ODataError {
  return new ODataError(400, ODataErrorCode.invalidOption, `${option}: ${message}`, target);
}

export function notImplemented(message: string, target: string): ODataError {
  return new ODataError(501, ODataErrorCode.notImplemented, message, target);
}
