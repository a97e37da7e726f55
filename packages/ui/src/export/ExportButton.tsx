import { Button, type ButtonProps } from '@chakra-ui/react';
import { exportToXlsx, type ExportSpec } from './buildWorkbook';

export type ExportButtonProps<T> = ExportSpec<T> &
  Omit<ButtonProps, 'onClick' | 'children'> & {
    /** Default 'Exportar'. */
    label?: string;
    /** Called after the file was written, or with the error when it failed. */
    onExported?: (error?: unknown) => void;
  };

/** 'Exportar': writes the rows to an xlsx file with SheetJS (text cells protected against formulas). */
export function ExportButton<T>({ fileName, sheetName, columns, rows, label = 'Exportar', onExported, ...button }: ExportButtonProps<T>) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      {...button}
      onClick={() => {
        try {
          exportToXlsx({ fileName, sheetName, columns, rows });
          onExported?.();
        } catch (error) {
          if (!onExported) throw error;
          onExported(error);
        }
      }}
    >
      {label}
    </Button>
  );
}
