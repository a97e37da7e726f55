/**
 * Bulk imports (spec 02 sections 2, 3, 4, 5, 7, 8 and 9): the three import screens, the columns
 * each file must carry, the limits and the messages. Shared by the screens (header check before
 * sending), the backend (row mapping) and the benchmark.
 */

export type ImportKind = 'colaboradores' | 'beneficios-colaborador' | 'atualizar-colaboradores';

/** Limits of one import: rows per file/request and bytes per file/request (10 MiB). */
export const IMPORT_LIMITS = {
  maxRows: 20_000,
  maxBytes: 10 * 1024 * 1024,
  /** xlsx/zip: the sum of the entries once decompressed (zip-bomb guard). */
  maxUnzippedBytes: 128 * 1024 * 1024,
  /** xlsx/zip: number of entries. */
  maxZipEntries: 2_000,
  /** Longest text accepted in one cell. */
  maxCellChars: 1_000,
} as const;

/** File extensions the picker accepts (spec 02 section 5). */
export const IMPORT_ACCEPT = '.csv,.xlsx,.xls';

export type ImportFormat = 'csv' | 'xlsx' | 'xls';

/** The format by file name, or null when not supported ('Formato de arquivo não suportado'). */
export function importFormatOf(fileName: string): ImportFormat | null {
  const match = /\.(csv|xlsx|xls)$/i.exec(fileName.trim());
  return match ? (match[1].toLowerCase() as ImportFormat) : null;
}

/** Progress bar (spec 02 sections 4 and 9): +2 every 500 ms up to 80 while waiting, then 100. */
export const IMPORT_PROGRESS = { tickMs: 500, step: 2, waitingMax: 80, done: 100 } as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Texts of the import screens (spec 02 section 8, accents restored). */
export const IMPORT_MESSAGES = {
  nenhumArquivo: 'Nenhum arquivo selecionado!',
  erroLeitura: (detail: string) => `Erro ao ler o arquivo: ${detail}`,
  formatoNaoSuportado: 'Formato de arquivo não suportado',
  uploadConcluido: 'Upload Concluído!',
  falhas: (n: number) => `Ocorreu ${n} ${plural(n, 'falha', 'falhas')}`,
  registrosComFalhas: (n: number) => `${n} ${plural(n, 'registro', 'registros')} com falhas na importação`,
  cadastrados: (n: number) => `Cadastrados ${n} com sucesso`,
  atualizados: (n: number) => `Atualizados ${n} com sucesso`,
  // file reading
  arquivoGrande: 'O arquivo excede o limite de 10 MiB.',
  requisicaoGrande: 'A importação excede o limite de 10 MiB por envio.',
  registrosDemais: 'O limite é de 20.000 registros por importação.',
  semRegistros: 'O arquivo não contém registros.',
  semCabecalho: 'A primeira linha do arquivo deve conter os cabeçalhos.',
  descompactadoGrande: 'O conteúdo descompactado do arquivo excede o limite permitido.',
  arquivoInvalido: 'Arquivo corrompido ou em formato inválido.',
  cabecalhosAusentes: (names: string[]) => `Cabeçalhos ausentes: ${names.join(', ')}`,
  cabecalhosDesconhecidos: (names: string[]) => `Cabeçalhos desconhecidos: ${names.join(', ')}`,
  cabecalhosRepetidos: (names: string[]) => `Cabeçalhos repetidos: ${names.join(', ')}`,
  nadaParaAtualizar: 'Inclua ao menos uma coluna a atualizar além do CPF.',
  // rows (server)
  cpfRepetido: 'CPF repetido no arquivo.',
  emailRepetido: 'E-mail repetido no arquivo.',
  beneficioRepetido: 'Benefício repetido para este CPF no arquivo.',
  colaboradorNaoEncontrado: 'Nenhum colaborador ativo com este CPF.',
  erroGravacao: 'Não foi possível gravar o registro.',
  linhasInvalidas: 'Informe uma linha por registro.',
  semCpf: (index: number) => `Registro ${index} (sem CPF)`,
  /**
   * A repeated-in-the-file message with the other lines: 'CPF repetido no arquivo (também na linha 3).'
   * `total` other lines, of which `lines` are named (at most LINHAS_NOMEADAS_MAX: a file of 20.000
   * copies of one CPF would otherwise name 20.000 lines on each of its rows).
   */
  repetidoNasLinhas: (message: string, lines: readonly number[], total = lines.length) =>
    `${message.replace(/\.$/, '')} (também ${plural(total, 'na linha', 'nas linhas')} ${listaLinhas(lines, total)}).`,
  /** The failure list's row label: 'Linha 7'. */
  linha: (line: number) => `Linha ${line}`,
} as const;

/** How many of the other lines of a repeated value a message names. */
export const LINHAS_NOMEADAS_MAX = 10;

/** 3 → '3'; 3, 9 → '3 e 9'; 3, 5, 9 → '3, 5 e 9'; ten named of 25 → '3, 5, …, 21 e mais 15'. */
function listaLinhas(lines: readonly number[], total = lines.length): string {
  if (total > lines.length) return `${lines.join(', ')} e mais ${(total - lines.length).toLocaleString('pt-BR')}`;
  return lines.length <= 1 ? lines.join('') : `${lines.slice(0, -1).join(', ')} e ${lines.at(-1)}`;
}

/** The columns of an employee (the registration form's fields, spec 02 section 3). */
export const COLABORADOR_COLUMNS = [
  'nome',
  'sobrenome',
  'cpf',
  'email',
  'dependentes',
  'endereco',
  'cidade',
  'uf',
  'filial',
  'departamento',
  'regime',
  'funcao',
  'admissao',
  'demissao',
  'salario',
  'carga_horaria',
  'classificacao',
  'data_inicio',
  'observacao',
] as const;

const COLABORADOR_OPTIONAL = ['endereco', 'cidade', 'uf', 'demissao', 'carga_horaria', 'classificacao', 'observacao'] as const;

/** The rate columns of an employee benefit: the file holds percentages (0 to 100), like the form. */
export const BENEFICIO_RATE_COLUMNS = ['aliqBenefAdic', 'aliqBenefSubtrai', 'aliqDescAdic', 'aliqDescSubtrai'] as const;

export interface ImportLayout {
  kind: ImportKind;
  /** Screen title (menu label, spec 03 section 2.8). */
  title: string;
  /** POST path (spec 02 section 7). */
  endpoint: string;
  /** Columns every file must have. */
  required: readonly string[];
  /** Columns a file may have. */
  optional: readonly string[];
  /** Columns holding percentages (0 to 100, '%' allowed), stored as fractions. */
  percent: readonly string[];
  /** When true, at least one optional column must be present. */
  needsOptional: boolean;
  /** Name of the downloadable template (xlsx with the header row). */
  templateFile: string;
  success: (n: number) => string;
  /** One-line help shown on the screen. */
  hint: string;
}

export const IMPORT_LAYOUTS: Record<ImportKind, ImportLayout> = {
  colaboradores: {
    kind: 'colaboradores',
    title: 'Novos colaboradores',
    endpoint: '/import/colaborador',
    required: COLABORADOR_COLUMNS.filter((name) => !(COLABORADOR_OPTIONAL as readonly string[]).includes(name)),
    optional: COLABORADOR_OPTIONAL,
    percent: [],
    needsOptional: false,
    templateFile: 'modelo-novos-colaboradores.xlsx',
    success: IMPORT_MESSAGES.cadastrados,
    hint: 'Uma linha por colaborador. Filial, departamento, regime e função pelo código; datas em dd/mm/aaaa; CPF com 11 dígitos.',
  },
  'beneficios-colaborador': {
    kind: 'beneficios-colaborador',
    title: 'Benefícios de colaboradores',
    endpoint: '/import/beneficios-colaborador',
    required: ['cpf', 'benefCod', 'valorBenefAdic', 'valorDescAdic'],
    optional: ['aliqBenefAdic', 'valorBenefSubtrai', 'aliqBenefSubtrai', 'aliqDescAdic', 'valorDescSubtrai', 'aliqDescSubtrai'],
    percent: BENEFICIO_RATE_COLUMNS,
    needsOptional: false,
    templateFile: 'modelo-beneficios-colaborador.xlsx',
    success: IMPORT_MESSAGES.cadastrados,
    hint: 'Uma linha por benefício: o CPF de um colaborador ativo e o código do benefício (com valor na filial do colaborador). Alíquotas em porcentagem (0 a 100).',
  },
  'atualizar-colaboradores': {
    kind: 'atualizar-colaboradores',
    title: 'Atualizar colaboradores',
    endpoint: '/import/update-colaborador',
    required: ['cpf'],
    optional: COLABORADOR_COLUMNS.filter((name) => name !== 'cpf'),
    percent: [],
    needsOptional: true,
    templateFile: 'modelo-atualizar-colaboradores.xlsx',
    success: IMPORT_MESSAGES.atualizados,
    hint: 'O CPF identifica o colaborador ativo; só as colunas presentes são alteradas e células vazias mantêm o valor atual. Mudanças de departamento, regime, carga, função, salário ou classificação entram no histórico com a data_inicio.',
  },
};

/** Every column of a layout, in template order. */
export function layoutColumns(layout: ImportLayout): string[] {
  const all = new Set([...layout.required, ...layout.optional]);
  const ordered =
    layout.kind === 'beneficios-colaborador'
      ? ['cpf', 'benefCod', 'valorBenefAdic', 'aliqBenefAdic', 'valorBenefSubtrai', 'aliqBenefSubtrai', 'valorDescAdic', 'aliqDescAdic', 'valorDescSubtrai', 'aliqDescSubtrai']
      : [...COLABORADOR_COLUMNS];
  return ordered.filter((name) => all.has(name));
}
