// The workspace resolves modules the node10 way, which ignores package "exports"; these subpath
// entries of Orama's language packages are declared here (runtime resolution uses "exports").
declare module '@orama/stemmers/swedish' {
  export function stemmer(word: string): string;
}
declare module '@orama/stemmers/english' {
  export function stemmer(word: string): string;
}
declare module '@orama/stopwords/swedish' {
  export const stopwords: string[];
}
declare module '@orama/stopwords/english' {
  export const stopwords: string[];
}
