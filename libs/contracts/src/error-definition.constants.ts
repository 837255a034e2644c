/** A failure the API can answer: its HTTP status and its English message. */
export interface ErrorDefinition {
  status: number;
  message: string;
}
