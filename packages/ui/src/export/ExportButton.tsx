import { Button, type ButtonProps } from '@chakra-ui/react';
import { exportToXlsx } from './lazy';
import type { ExportSpec } from './rows';

export type ExportButtonProps<T> = ExportSpec<T> &
  Omit<ButtonProps, 'onClick' | 'children'> & {
    /** Default 'Exportar'. */
    label?: string;
    /** Called after the file was written, or with the error when it failed. */
    onExported?: (error?: unknown) => void;
  };

/** 'Exportar': writes the rows to an xlsx file with SheetJS, loaded at the click (text cells protected against formulas). */
export function ExportButton<T>({ fileName, sheetName, columns, rows, label = 'Exportar', onExported, ...button }: ExportButtonProps<T>) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      {...button}
      onClick={() => {
        exportToXlsx({ fileName, sheetName, columns, rows }).then(
          () => onExported?.(),
          (error: unknown) => {
            if (!onExported) throw error;
            onExported(error);
          },
        );
      }}
    >
      {label}
    </Button>
  );
}
