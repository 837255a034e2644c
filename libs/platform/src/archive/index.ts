export { ARCHIVE_FORMAT_VERSION, ArchiveError, type ArchiveErrorCode, type ArchiveManifest } from './archive-format';
export { storedCollection, type ArchiveCollection, type ArchiveFiles, type ArchivedFileInfo, type ArchiveOptions, type ArchiveRecord, type ArchiveSection } from './archive-section';
export { writeArchive, type ArchiveProgress, type WriteArchiveOptions } from './archive-writer';
export { verifyArchive } from './archive-reader';
export { heldCount, importArchive, undoInterruptedImport, type ImportArchiveOptions } from './archive-import';
