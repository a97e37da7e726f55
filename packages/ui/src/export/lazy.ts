import type { WorkBook } from 'xlsx';
import type { ExportSpec, SheetSpec } from './rows';

/**
 * The xlsx exports as the screens call them: SheetJS loads at the first export (its own chunk),
 * never with a screen's first paint. Each resolves once the file was handed to the browser.
 */
const sheetjs = () => import('./buildWorkbook');

export async function exportToXlsx<T>(spec: ExportSpec<T>): Promise<void> {
  (await sheetjs()).exportToXlsx(spec);
}

export async function exportSheetToXlsx(spec: SheetSpec): Promise<void> {
  (await sheetjs()).exportSheetToXlsx(spec);
}

/** The workbook an export writes (tests read it back). */
export async function buildWorkbook<T>(spec: Omit<ExportSpec<T>, 'fileName'> & { fileName?: string }): Promise<WorkBook> {
  return (await sheetjs()).buildWorkbook(spec);
}

export async function buildSheetWorkbook(spec: Omit<SheetSpec, 'fileName'>): Promise<WorkBook> {
  return (await sheetjs()).buildSheetWorkbook(spec);
}
