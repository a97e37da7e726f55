import * as ui from './index';

describe('public API', () => {
  it('exports the names the shell and the remotes use', () => {
    const names = [
      'system',
      'UiProvider',
      'notify',
      'truncateMessage',
      'DataTable',
      'pageList',
      'ConfirmDialog',
      'ModalDialog',
      'useConfirm',
      'useExclusao',
      'HelpTour',
      'MoneyInput',
      'PercentInput',
      'DateInput',
      'NomeField',
      'FormikField',
      'SelectField',
      'SelectInput',
      'CustosIndiretosEditor',
      'UnsavedChangesGuard',
      'useUnsavedChangesGuard',
      'confirmLeave',
      'ExportButton',
      'buildWorkbook',
      'PageHeader',
      'EmptyState',
      'AvisoCotacao',
      'ErrorState',
      'LoadState',
      'pendingLoad',
      'LoadingState',
      'ResumoMargem',
      'ResumoRelatorio',
    ];
    names.forEach((name) => expect(ui).toHaveProperty(name));
    expect(ui).not.toHaveProperty('renderWithUi');
    expect(typeof ui.notify.success).toBe('function');
    expect(typeof ui.notify.error).toBe('function');
    expect(typeof ui.notify.info).toBe('function');
    expect(typeof ui.notify.warning).toBe('function');
  });

  it('the system has the brand palette', () => {
    expect(ui.system.token('colors.brand.600')).toBe('#2f4f7d');
  });
});
