/**
 * The WHATWG globals that browsers and Node both have, for type-checking
 * common/ without the DOM library (common/tsconfig.json): only what common/
 * may use. Not part of the main tsconfig (which has the DOM library).
 */
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  set(name: string, value: string): void;
  get(name: string): string | null;
  delete(name: string): void;
  toString(): string;
}
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly host: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
}
