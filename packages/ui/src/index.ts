// Theme and provider
export { system } from './theme/system';
export { UiProvider } from './UiProvider';

// Alerts
export { AppToaster } from './toaster/AppToaster';
export { notify, toaster, truncateMessage, ALERT_DURATION_MS, ALERT_MAX_CHARS, type NotifyType } from './toaster/notify';

// Table
export {
  DataTable,
  DataTablePagination,
  SelectCheckbox,
  ROW_ACTIONS_CELL,
  ROW_ACTIONS_LAST_COLUMN,
  EMPTY_TABLE_MESSAGE,
  pageList,
  pageCount,
  sortRows,
  filterRows,
  compareValues,
  nextSort,
  toggleViewSelection,
  type DataTableProps,
  type DataTableColumn,
  type PageListItem,
  type RowId,
  type SortDirection,
  type SortState,
} from './data-table';

// Dialogs
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { ModalDialog, type ModalDialogProps } from './dialogs/ModalDialog';
export { useConfirm, type ConfirmOptions, type UseConfirmResult } from './dialogs/useConfirm';
export { HelpTour, type HelpTourProps, type HelpTourStep } from './dialogs/HelpTour';
export { useExclusao, type UseExclusaoResult } from './dialogs/useExclusao';

// Inputs and Formik helpers
export { CotacaoInput, type CotacaoInputProps } from './inputs/CotacaoInput';
export { MoneyInput, type MoneyInputProps } from './inputs/MoneyInput';
export { PercentInput, type PercentInputProps } from './inputs/PercentInput';
export { IntegerInput, type IntegerInputProps } from './inputs/IntegerInput';
export { useTypedText, type TypedTextOptions } from './inputs/useTypedText';
export { DateInput, type DateInputProps } from './inputs/DateInput';
export { MonthInput, type MonthInputProps } from './inputs/MonthInput';
export { NomeField, type NomeFieldProps } from './inputs/NomeField';
export {
  FormikField,
  FormikTextField,
  FormikMoneyField,
  FormikPercentField,
  FormikDateField,
  FormikIntegerField,
  FormikSelectField,
  fieldError,
  getIn,
  type FormikLike,
  type FormikFieldControl,
  type FormikFieldProps,
  type FormikTextFieldProps,
  type FormikMoneyFieldProps,
  type FormikPercentFieldProps,
  type FormikDateFieldProps,
  type FormikIntegerFieldProps,
  type FormikSelectFieldProps,
} from './inputs/FormikField';
export { SelectField, SelectInput, type SelectFieldProps, type SelectInputProps, type SelectOption } from './inputs/SelectField';

// Indirect-cost rows (project extra costs, result simulations)
export { COTACAO_PENDENTE, CustosIndiretosEditor, type CampoCustoIndireto, type CustosIndiretosEditorProps, type ErrosCustoIndireto } from './custos/CustosIndiretosEditor';

// Unsaved changes
export {
  UnsavedChangesGuard,
  useUnsavedChangesGuard,
  type UnsavedChangesGuardProps,
  type UnsavedChangesGuardResult,
} from './guard/UnsavedChangesGuard';
export { confirmLeave, UNSAVED_CHANGES_MESSAGES, type UnsavedChangesMode } from './guard/unsavedChanges';

// Export to xlsx
export { ExportButton, type ExportButtonProps } from './export/ExportButton';
export { buildWorkbook, exportToXlsx, buildSheetWorkbook, exportSheetToXlsx } from './export/lazy';
export { buildRows, safeSheetName, xlsxFileName, type ExportColumn, type ExportSpec, type SheetSpec } from './export/rows';

// Layout
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { TabelaRolavel } from './layout/TabelaRolavel';
export { EmptyState, type EmptyStateProps } from './layout/EmptyState';
export { LoadingState, type LoadingStateProps } from './layout/LoadingState';
export { FigureCard, FigureGrid, type FigureCardProps } from './layout/FigureCard';
export { IconeAlerta, IconeCalendario, IconeEditar, IconeExcluir, IconeFechar, IconeInfo, IconeSucesso, IconeVisualizar } from './icons';
export { ErrorState, RETRY_LABEL, type ErrorStateProps } from './layout/ErrorState';
export { AvisoCotacao, COTACAO_ANTIGA, type CotacaoSugerida } from './layout/AvisoCotacao';
export { LoadState, pendingLoad, type LoadableState, type LoadOptions, type LoadStateProps } from './layout/LoadState';

// Standalone page of a remote (QA in isolation)
export { renderStandalone, type StandaloneRoute } from './standalone/renderStandalone';

// Registration screens (list; view/edit/save form)
export { RecordListPage, type RecordListPageProps } from './records/RecordListPage';
export { RecordFormPage, type RecordFormPageProps } from './records/RecordFormPage';
export { ATIVO_OPTIONS, simNao } from './records/options';
export { RelatedList, type RelatedListProps } from './records/RelatedList';

// Margin figures (projects and simulations)
export { ResumoMargem, ResumoRelatorio } from './margem/ResumoMargem';
export { Detalhamento, type LinhaDetalhamento } from './fechamento/Detalhamento';

// Charts (nivo, loaded on first use)
export * from './charts';

// Several choices (every multi-choice filter: touch and keyboard, no Ctrl-click)
export { MultiSelect, MULTI_SELECT_TEXTS, type MultiSelectOption, type MultiSelectProps } from './inputs/MultiSelect';

// Forecast of a project (issue 38)
export { RegrasAlertaDoProjetoForm, RegrasAlertaGlobaisForm, TEXTOS_REGRAS_ALERTA } from './projecao/RegrasAlerta';
export { ProjecaoView, StatusCarteiraBadge, COR_STATUS_CARTEIRA, type ProjecaoViewProps } from './projecao/ProjecaoView';

// Audit trail (issue 37)
export { DiferencasDaEntrada, HistoricoAlteracoes, HistoricoAlteracoesDialog, formatarMomento, type HistoricoAlteracoesProps } from './auditoria/Auditoria';
