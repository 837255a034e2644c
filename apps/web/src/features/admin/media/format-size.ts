/** A file's size as the image uploader shows it: in KB with 2 decimals. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
