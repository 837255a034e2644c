// ua-parser-js 1 ships no types; the part the sessions list reads.
declare module 'ua-parser-js' {
  interface Named {
    name?: string;
    version?: string;
  }
  export class UAParser {
    constructor(userAgent?: string);
    getBrowser(): Named & { major?: string };
    getOS(): Named;
  }
}
