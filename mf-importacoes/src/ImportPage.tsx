import { Alert, Box, Button, Field, HStack, Heading, Input, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorToText } from '@financeiro/api';
import {
  checkHeaders,
  IMPORT_ACCEPT,
  IMPORT_LAYOUTS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_PROGRESS,
  importFormatOf,
  toLayoutRows,
  type HeaderCheck,
  type ImportFailure,
  type ImportKind,
  type ImportResult,
} from '@financeiro/domain';
import { ImportFileError, parseImportFile } from '@financeiro/domain/importacao/parser';
import { DataTable, exportToXlsx, notify, PageHeader, type DataTableColumn } from '@financeiro/ui';
import { sendImport } from './api';
import { templateSpec } from './template';

interface SelectedFile {
  name: string;
  rowCount: number;
  check: HeaderCheck;
  rows: Record<string, string>[];
  /** The file line of each row. */
  lines: number[];
}

/** One rejected row: its line, its CPF and every one of its messages (sorted by line). */
const failureColumns: DataTableColumn<ImportFailure>[] = [
  { key: 'linha', header: 'Linha', width: '110px', accessor: (row) => row.linha, render: (row) => IMPORT_MESSAGES.linha(row.linha) },
  { key: 'cpf', header: 'CPF', width: '220px' },
  {
    key: 'mensagens',
    header: 'Mensagens',
    accessor: (row) => row.mensagens.join(' '),
    render: (row) => (
      <List.Root gap="0.5" ps="4">
        {row.mensagens.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List.Root>
    ),
    sortable: false,
  },
];

async function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsArrayBuffer(file);
  });
}

function readErrorText(error: unknown): string {
  if (error instanceof ImportFileError && error.message === IMPORT_MESSAGES.formatoNaoSuportado) return error.message;
  const detail = error instanceof Error && error.message ? error.message : IMPORT_MESSAGES.arquivoInvalido;
  return IMPORT_MESSAGES.erroLeitura(detail);
}

/** Progress while waiting for the server: +2 every 500 ms up to 80 (spec 02 sections 4 and 9). */
function useWaitingProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  return {
    progress,
    start() {
      stop();
      setProgress(0);
      timer.current = setInterval(
        () => setProgress((value) => Math.min(IMPORT_PROGRESS.waitingMax, value + IMPORT_PROGRESS.step)),
        IMPORT_PROGRESS.tickMs,
      );
    },
    finish() {
      stop();
      setProgress(IMPORT_PROGRESS.done);
    },
    reset() {
      stop();
      setProgress(0);
    },
  };
}

/** One import screen: template, file picker, header check, Importar, progress and failure list. */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const layout = IMPORT_LAYOUTS[kind];
  const [selected, setSelected] = useState<SelectedFile | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const waiting = useWaitingProgress();
  const input = useRef<HTMLInputElement>(null);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    setSelected(null);
    waiting.reset();
    if (!file) {
      notify.warning(IMPORT_MESSAGES.nenhumArquivo);
      return;
    }
    if (importFormatOf(file.name) === null) {
      notify.error(IMPORT_MESSAGES.formatoNaoSuportado);
      clearInput();
      return;
    }
    // The size is checked before a single byte is read.
    if (file.size > IMPORT_LIMITS.maxBytes) {
      notify.error(IMPORT_MESSAGES.erroLeitura(IMPORT_MESSAGES.arquivoGrande));
      clearInput();
      return;
    }
    setReading(true);
    try {
      const parsed = await parseImportFile(file.name, await readBytes(file));
      const check = checkHeaders(layout, parsed.headers);
      setSelected({ name: file.name, rowCount: parsed.rows.length, check, rows: parsed.rows, lines: parsed.lines });
    } catch (error) {
      notify.error(readErrorText(error));
      clearInput();
    } finally {
      setReading(false);
    }
  };

  const onImport = async () => {
    if (!selected) {
      notify.warning(IMPORT_MESSAGES.nenhumArquivo);
      return;
    }
    const rows = toLayoutRows(layout, selected.rows);
    if (new TextEncoder().encode(JSON.stringify({ data: rows })).byteLength > IMPORT_LIMITS.maxBytes) {
      notify.error(IMPORT_MESSAGES.requisicaoGrande);
      return;
    }
    setImporting(true);
    setResult(null);
    waiting.start();
    try {
      const answer = await sendImport(layout.endpoint, rows, selected.lines);
      waiting.finish();
      setResult(answer);
      const failures = answer.falhas.length;
      if (answer.applied > 0) notify.success(layout.success(answer.applied));
      if (failures > 0) notify.error(IMPORT_MESSAGES.falhas(failures));
    } catch (error) {
      waiting.reset();
      notify.error(errorToText(error));
    } finally {
      setImporting(false);
    }
  };

  const downloadTemplate = () => void exportToXlsx(templateSpec(kind));

  const problems = selected?.check.problems ?? [];
  const failures: ImportFailure[] = result?.falhas ?? [];
  const progress = waiting.progress;
  const showProgress = importing || progress > 0;

  return (
    <>
      <PageHeader
        title={layout.title}
        actions={
          <Button variant="outline" size="sm" onClick={downloadTemplate}>
            Baixar modelo
          </Button>
        }
      />
      <Stack gap="5" maxW="4xl">
        <Box>
          <Text>{layout.hint}</Text>
          <Text mt="2" fontSize="sm">
            <b>Colunas obrigatórias:</b> {layout.required.join(', ')}
          </Text>
          <Text fontSize="sm">
            <b>Colunas opcionais:</b> {layout.optional.join(', ')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Arquivos .csv (separador ; ou ,), .xlsx ou .xls com até 20.000 registros e 10 MiB; a primeira linha traz os cabeçalhos.
          </Text>
        </Box>

        <HStack gap="4" align="end" wrap="wrap">
          <Field.Root maxW="md">
            <Field.Label>Arquivo</Field.Label>
            <Input
              ref={input}
              type="file"
              p="1"
              accept={IMPORT_ACCEPT}
              onChange={(event) => void onFile(event)}
              disabled={importing || reading}
            />
          </Field.Root>
          <Button
            colorPalette="blue"
            onClick={() => void onImport()}
            disabled={!selected || problems.length > 0 || importing || reading || progress === IMPORT_PROGRESS.done}
            loading={importing}
            loadingText="Importando..."
          >
            Importar
          </Button>
        </HStack>

        {reading && <Text color="fg.muted">Lendo o arquivo...</Text>}
        {selected && (
          <Text data-testid="arquivo-selecionado">
            {selected.name}: {selected.rowCount} {selected.rowCount === 1 ? 'registro' : 'registros'}
          </Text>
        )}
        {problems.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>O arquivo não pode ser enviado</Alert.Title>
              <Alert.Description>
                {problems.map((problem) => (
                  <Text key={problem}>{problem}</Text>
                ))}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {showProgress && (
          <Progress.Root value={progress} max={100} maxW="md" aria-label="Progresso da importação">
            <HStack gap="3">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText minW="10ch">{progress === IMPORT_PROGRESS.done ? IMPORT_MESSAGES.uploadConcluido : `${progress}%`}</Progress.ValueText>
            </HStack>
          </Progress.Root>
        )}

        {result && (
          <Stack gap="1" role="status" aria-label="Resultado da importação">
            {result.applied > 0 && <Text color="green.fg">{layout.success(result.applied)}</Text>}
            {failures.length > 0 && <Text color="red.fg">{IMPORT_MESSAGES.falhas(failures.length)}</Text>}
          </Stack>
        )}

        {failures.length > 0 && (
          <Box as="section" aria-labelledby="falhas-importacao">
            <Heading as="h2" size="md" mb="2" id="falhas-importacao">
              {IMPORT_MESSAGES.registrosComFalhas(failures.length)}
            </Heading>
            <DataTable
              aria-label="Falhas na importação"
              columns={failureColumns}
              data={failures}
              getRowId={(row) => String(row.linha)}
              pageSize={20}
            />
          </Box>
        )}
      </Stack>
    </>
  );
}
