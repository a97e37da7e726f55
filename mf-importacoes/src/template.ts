import { IMPORT_LAYOUTS, layoutColumns, type ImportKind } from '@financeiro/domain';
import type { ExportSpec } from '@financeiro/ui';

/** The downloadable template of an import screen: one sheet with the header row only. */
export function templateSpec(kind: ImportKind): ExportSpec<never> {
  const layout = IMPORT_LAYOUTS[kind];
  return {
    fileName: layout.templateFile,
    sheetName: layout.title,
    columns: layoutColumns(layout).map((header) => ({ header, value: () => '' })),
    rows: [],
  };
}
