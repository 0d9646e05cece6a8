import { badFilter } from './errors';

/** A token of a `$filter` expression; `at` is its 1-based character position. */
export type Token =
  | { kind: 'name'; text: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; text: string; form: 'integer' | 'decimal' | 'double'; at: number }
  | { kind: 'date'; text: string; at: number }
  | { kind: 'dateTime'; text: string; at: number }
  | { kind: 'punct'; text: '(' | ')' | ',' | '/' | ':'; at: number }
  | { kind: 'end'; at: number };

const SPACE = /[ \t\r\n]+/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const DATE = /(\d{4})-(\d{2})-(\d{2})/y;
// After the date: the time, then Z or an offset. A '+' sent unencoded in a URL arrives as a
// space, so ' 01:00' after a time is read as '+01:00'.
const TIME =
  /[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,12}))?)?(?:([Zz])|([+\- ])(\d{2}):(\d{2}))?/y;
/** What may not follow a literal directly (`5x`, `2024-01-01T`, `1.2.3`). */
const GLUED = /[A-Za-z0-9_.]/;

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function checkDate(match: RegExpExecArray, at: number): void {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw badFilter(
      `Invalid date '${match[0]}' at character ${at}: expected a real date YYYY-MM-DD from 0001-01-01 to 9999-12-31`,
    );
  }
}

/** Reads a date or a date-time at `index`, or returns undefined when none starts there. */
function readTemporal(filter: string, index: number): { token: Token; end: number } | undefined {
  const date = matchAt(DATE, filter, index);
  if (!date) return undefined;
  const at = index + 1;
  checkDate(date, at);
  const afterDate = index + date[0].length;
  const time = matchAt(TIME, filter, afterDate);
  if (!time) return { token: { kind: 'date', text: date[0], at }, end: afterDate };
  const end = afterDate + time[0].length;
  const text = filter.slice(index, end);
  const [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
  const zone = time[5] ?? time[6];
  if (!zone) {
    throw badFilter(
      `The date-time '${text}' at character ${at} has no time zone: end it with Z (UTC) or an offset such as +01:00`,
    );
  }
  const [offsetHours, offsetMinutes] = [Number(time[7] ?? 0), Number(time[8] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 14 || offsetMinutes > 59) {
    throw badFilter(
      `Invalid date-time '${text}' at character ${at}: expected YYYY-MM-DDThh:mm:ss(.fff)Z or an offset ±hh:mm`,
    );
  }
  const offset = time[5] ? 'Z' : `${time[6] === '-' ? '-' : '+'}${time[7]}:${time[8]}`;
  const seconds = time[3] === undefined ? '' : `:${time[3]}${time[4] ? `.${time[4]}` : ''}`;
  const normalised = `${date[0]}T${time[1]}:${time[2]}${seconds}${offset}`;
  return { token: { kind: 'dateTime', text: normalised, at }, end };
}

function readString(filter: string, index: number): { token: Token; end: number } {
  let value = '';
  let i = index + 1;
  for (;;) {
    const quote = filter.indexOf("'", i);
    if (quote === -1) {
      throw badFilter(
        `Unterminated string starting at character ${index + 1}: close it with ' (write '' for a quote inside)`,
      );
    }
    value += filter.slice(i, quote);
    if (filter[quote + 1] === "'") {
      value += "'";
      i = quote + 2;
    } else {
      return { token: { kind: 'string', value, at: index + 1 }, end: quote + 1 };
    }
  }
}

function describeChar(char: string): string {
  return /^[\x21-\x7e]$/.test(char) ? `'${char}'` : JSON.stringify(char);
}

/** Splits a `$filter` into tokens, ending with an `end` token. */
export function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < filter.length) {
    const space = matchAt(SPACE, filter, i);
    if (space) {
      i += space[0].length;
      continue;
    }
    const char = filter[i]!;
    const at = i + 1;
    let read: { token: Token; end: number } | undefined;
    if (char === "'") {
      read = readString(filter, i);
    } else if ('(),/:'.includes(char)) {
      read = {
        token: { kind: 'punct', text: char as '(' | ')' | ',' | '/' | ':', at },
        end: i + 1,
      };
    } else if (/[A-Za-z_]/.test(char)) {
      const name = matchAt(NAME, filter, i)!;
      read = { token: { kind: 'name', text: name[0], at }, end: i + name[0].length };
    } else if (/[-\d]/.test(char)) {
      read = readTemporal(filter, i) ?? readNumber(filter, i);
    } else {
      throw badFilter(`Unexpected character ${describeChar(char)} at character ${at}`);
    }
    if (read.token.kind !== 'name' && read.token.kind !== 'punct' && read.token.kind !== 'string') {
      const next = filter[read.end];
      if (next !== undefined && GLUED.test(next)) {
        throw badFilter(
          `Unexpected ${describeChar(next)} at character ${read.end + 1}, right after the literal '${filter.slice(i, read.end)}'`,
        );
      }
    }
    tokens.push(read.token);
    i = read.end;
  }
  tokens.push({ kind: 'end', at: filter.length + 1 });
  return tokens;
}

function readNumber(filter: string, index: number): { token: Token; end: number } {
  const match = matchAt(NUMBER, filter, index);
  if (!match) {
    throw badFilter(
      `Unexpected '-' at character ${index + 1}: a minus sign is only read as part of a number`,
    );
  }
  const text = match[0];
  const value = Number(text);
  const mantissa = text.split(/[eE]/)[0]!;
  // Beyond a double's range either way: the database would refuse it.
  if (!Number.isFinite(value) || (value === 0 && /[1-9]/.test(mantissa))) {
    throw badFilter(`The number ${text} at character ${index + 1} is out of range`);
  }
  const form = /[eE]/.test(text) ? 'double' : text.includes('.') ? 'decimal' : 'integer';
  return { token: { kind: 'number', text, form, at: index + 1 }, end: index + text.length };
}
