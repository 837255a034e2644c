/** The types of tools/engine-variables.cjs (plain CommonJS, shared by the scripts and the tests). */
export function withoutEngines<T extends Record<string, string | undefined>>(env: T): T;
