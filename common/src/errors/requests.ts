// Refusals of a request as a whole, before any domain rule: its shape, its paging, its order, and
// the failure nobody planned for.
import { CONTROL_CHARACTERS_MESSAGE } from '../validation/control-characters';
import type { ErrorTable } from './kinds';

export enum RequestErrorCode {
  InvalidInput = 'REQUEST_INVALID_INPUT',
  NotAnObject = 'REQUEST_NOT_AN_OBJECT',
  ControlCharacters = 'REQUEST_CONTROL_CHARACTERS',
  UnknownReferences = 'REQUEST_UNKNOWN_REFERENCES',
  PageNotPositive = 'REQUEST_PAGE_NOT_POSITIVE',
  PageOutOfRange = 'REQUEST_PAGE_OUT_OF_RANGE',
  LimitNotPositive = 'REQUEST_LIMIT_NOT_POSITIVE',
  CannotSort = 'REQUEST_CANNOT_SORT',
  SortDirection = 'REQUEST_SORT_DIRECTION',
  ExportFormat = 'REQUEST_EXPORT_FORMAT',
  ExportTooLarge = 'REQUEST_EXPORT_TOO_LARGE',
  InvalidQuery = 'REQUEST_INVALID_QUERY',
  QueryTooLong = 'REQUEST_QUERY_TOO_LONG',
  QueryTooDeep = 'REQUEST_QUERY_TOO_DEEP',
  QueryTooManyFields = 'REQUEST_QUERY_TOO_MANY_FIELDS',
  QueryTooManyAliases = 'REQUEST_QUERY_TOO_MANY_ALIASES',
  QueryTooCostly = 'REQUEST_QUERY_TOO_COSTLY',
  TooManyRequests = 'REQUEST_TOO_MANY',
  MalformedJson = 'REQUEST_MALFORMED_JSON',
  Malformed = 'REQUEST_MALFORMED',
  TooLarge = 'REQUEST_TOO_LARGE',
  UnknownPath = 'REQUEST_UNKNOWN_PATH',
  UnknownParameter = 'REQUEST_UNKNOWN_PARAMETER',
  Failed = 'REQUEST_FAILED',
}

export const REQUEST_ERRORS = {
  // The fields carry the validation schema's own messages.
  [RequestErrorCode.InvalidInput]: {
    kind: 'VALIDATION',
    message: ({ fields }: { fields: readonly string[] }) => `Zkontrolujte prosím zadané údaje: ${fields.join(', ')}.`,
  },
  [RequestErrorCode.NotAnObject]: { kind: 'VALIDATION', message: 'Údaje musí být objekt JSON s poli formuláře.' },
  [RequestErrorCode.ControlCharacters]: { kind: 'VALIDATION', message: CONTROL_CHARACTERS_MESSAGE },
  // Each field carries the text of the code of what it should point at (BRANCH_CHOSEN_DOES_NOT_EXIST, ...).
  [RequestErrorCode.UnknownReferences]: {
    kind: 'VALIDATION',
    message: ({ texts }: { texts: readonly string[] }) => texts.join(' '),
  },
  [RequestErrorCode.PageNotPositive]: { kind: 'VALIDATION', message: 'Stránka musí být kladné celé číslo.' },
  [RequestErrorCode.PageOutOfRange]: {
    kind: 'VALIDATION',
    message: 'Tak vzdálená stránka neexistuje (nejvýše 1 000 000).',
  },
  [RequestErrorCode.LimitNotPositive]: {
    kind: 'VALIDATION',
    message: 'Počet položek na stránku musí být kladné celé číslo.',
  },
  [RequestErrorCode.CannotSort]: { kind: 'VALIDATION', message: 'Podle tohoto pole nelze řadit.' },
  [RequestErrorCode.SortDirection]: { kind: 'VALIDATION', message: 'Směr řazení musí být asc nebo desc.' },
  [RequestErrorCode.ExportFormat]: { kind: 'VALIDATION', message: 'Export seznamu je jen ve formátu csv nebo xlsx.' },
  [RequestErrorCode.ExportTooLarge]: {
    kind: 'VALIDATION',
    message: ({ found, max }: { found: number; max: number }) =>
      `Filtru odpovídá ${found.toLocaleString('cs-CZ')} záznamů, export jich vezme nejvýše ${max.toLocaleString('cs-CZ')}. Zužte prosím filtr.`,
  },
  // graphql-js's own refusals of a document (an unknown field, a wrong argument type): the answer
  // keeps graphql-js's message, which names the problem for the developer.
  [RequestErrorCode.InvalidQuery]: { kind: 'VALIDATION', message: 'Dotaz GraphQL není platný.' },
  [RequestErrorCode.QueryTooDeep]: {
    kind: 'VALIDATION',
    message: ({ depth }: { depth: number }) => `Dotaz je příliš hluboký (nejvýše ${depth} úrovní).`,
  },
  [RequestErrorCode.QueryTooManyFields]: {
    kind: 'VALIDATION',
    message: ({ fields }: { fields: number }) => `Dotaz žádá příliš mnoho polí (nejvýše ${fields}).`,
  },
  [RequestErrorCode.QueryTooManyAliases]: {
    kind: 'VALIDATION',
    message: ({ aliases }: { aliases: number }) => `Dotaz obsahuje příliš mnoho aliasů (nejvýše ${aliases}).`,
  },
  [RequestErrorCode.QueryTooLong]: {
    kind: 'VALIDATION',
    message: ({ tokens }: { tokens: number }) => `Dotaz je příliš dlouhý (nejvýše ${tokens} symbolů).`,
  },
  [RequestErrorCode.QueryTooCostly]: {
    kind: 'VALIDATION',
    message: ({ budget }: { budget: number }) =>
      `Dotaz žádá příliš mnoho položek najednou (nejvýše ${budget.toLocaleString('cs-CZ')}); požádejte o menší stránky.`,
  },
  [RequestErrorCode.TooManyRequests]: {
    kind: 'TOO_MANY_REQUESTS',
    message: ({ retryAfterMs }: { retryAfterMs: number }) =>
      `Z vaší internetové adresy přišlo v krátké době příliš mnoho požadavků. Zkuste to prosím znovu za ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s.`,
  },
  // The body parser's refusals keep its own status (400, 413, 415); these are their words.
  [RequestErrorCode.MalformedJson]: { kind: 'VALIDATION', message: 'Tělo požadavku není platný JSON.' },
  [RequestErrorCode.Malformed]: { kind: 'VALIDATION', message: 'Neplatný požadavek.' },
  [RequestErrorCode.TooLarge]: { kind: 'PAYLOAD_TOO_LARGE', message: 'Požadavek je příliš velký.' },
  [RequestErrorCode.UnknownPath]: { kind: 'NOT_FOUND', message: 'Neznámá adresa API.' },
  [RequestErrorCode.UnknownParameter]: {
    kind: 'VALIDATION',
    message: ({ names }: { names: readonly string[] }) => `Neznámý parametr dotazu: ${names.join(', ')}.`,
    fieldMessage: 'Tento parametr adresa API nezná.',
  },
  [RequestErrorCode.Failed]: {
    kind: 'INTERNAL',
    message: 'Při zpracování požadavku došlo k chybě. Zkuste to prosím znovu.',
  },
} satisfies ErrorTable<RequestErrorCode>;
