import type * as Xlsx from 'xlsx';

/**
 * Where an export's workbook goes instead of the browser's download, when a test replaced it. Kept
 * apart from buildWorkbook.ts so that the tests' helpers (`captureXlsxDownloads` in
 * `@financeiro/ui/testing`) do not load SheetJS into every screen test file: it is loaded when an
 * export runs, as in the app, and handed to the replacement with the workbook.
 */
export type XlsxDownload = (workbook: Xlsx.WorkBook, fileName: string, xlsx: typeof Xlsx) => void;

let replacement: XlsxDownload | null = null;

/**
 * Replaces the browser download of every export (null restores it). For tests: under Node
 * XLSX.writeFile would write into the working directory (`captureXlsxDownloads` in
 * `@financeiro/ui/testing`).
 */
export function replaceXlsxDownload(next: XlsxDownload | null): void {
  replacement = next;
}

/** The replacement a test set, or null: the browser's download. */
export function downloadReplacement(): XlsxDownload | null {
  return replacement;
}
