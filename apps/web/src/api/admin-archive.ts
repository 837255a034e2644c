import { API_BASE, ROUTES, type ArchiveImportResult } from '@labmedicin/contracts';
import { upload } from './http';

/** The download address of the whole installation's archive (a plain link: the browser saves it). */
export function archiveDownloadUrl(withoutAccounts: boolean): string {
  return `${API_BASE}${ROUTES.archiveExport.path}${withoutAccounts ? '?withoutAccounts=true' : ''}`;
}

export async function importArchive(file: File): Promise<ArchiveImportResult> {
  return (await upload(ROUTES.archiveImport, file)).data;
}
