// The WHATWG URL class is global in browsers and in Node, but common compiles with neither the DOM
// nor Node's types: this declares the part of it that common uses.
declare class URL {
  constructor(input: string);
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
}
