/** Fixtures shared by the tests of every project; never imported by production code. */
export * from './articles';
