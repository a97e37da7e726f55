import { render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { replaceXlsxDownload } from './export/download';
import { UiProvider } from './UiProvider';
import { toaster } from './toaster/notify';

function Wrapper({ children }: { children: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

/** Renders inside UiProvider (Chakra system, pt-BR locale, toaster). Test helper only. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}

/**
 * Renders `element` the way the shell mounts a remote (e.g. route '/cadastros/*'), in a memory
 * data router starting at `at`. Returns the router, to read `router.state.location`.
 */
export function renderRoute(element: ReactElement, { route, at }: { route: string; at: string }) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [at] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

/**
 * The dialog named `name`, once it is ready for the user: open and holding the focus. Chakra's
 * dialog moves the focus in and hides the page below it one animation frame after it appears; a
 * test that acts within that frame races it (a confirmation opened over it would be hidden too).
 */
export async function findDialog(name?: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** A spreadsheet an export would have downloaded: its file name and its first sheet's cells. */
export interface XlsxDownload {
  fileName: string;
  sheetName: string;
  /** The cells row by row, typed as the file holds them (numbers as numbers, dates as Date). */
  rows: unknown[][];
}

/**
 * Catches the exports of the current test instead of writing files (under Node, XLSX.writeFile
 * would write into the working directory). Returns the list the downloads are added to.
 */
export function captureXlsxDownloads(): XlsxDownload[] {
  const downloads: XlsxDownload[] = [];
  // SheetJS comes with the workbook (the export loaded it): importing it here would load it into every screen test file.
  replaceXlsxDownload((workbook, fileName, xlsx) => {
    const sheetName = workbook.SheetNames[0]!;
    const rows = xlsx.utils.sheet_to_json<unknown[]>(workbook.Sheets[sheetName]!, { header: 1, raw: true });
    downloads.push({ fileName, sheetName, rows });
  });
  return downloads;
}

// The toaster is one shared instance: alerts of one test must not leak into the next; nor may an
// export capture.
afterEach(() => {
  toaster.remove();
  replaceXlsxDownload(null);
});
