import { Button, CloseButton, Dialog, Field, Heading, HStack, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  cenariosApi,
  errorToText,
  useApi,
  type ColaboradorComparado,
  type FiltroLinhasCenario,
  type LadoComparado,
  type LinhaCenario,
  type MesesDoCenario,
  type PaginaCenario,
  type ProjetoCenario,
  type TotaisDoCenario,
} from '@financeiro/api';
import { formatMoney, formatPercent, type GrupoCenario } from '@financeiro/domain';
import { DataTable, Detalhamento, ExportButton, exportToXlsx, LoadState, notify, SelectField, type DataTableColumn, type ExportColumn } from '@financeiro/ui';
import { useEffect, useState } from 'react';

const dinheiro = (valor: string | null | undefined) => (valor === null || valor === undefined ? '—' : formatMoney(valor));
const percentual = (valor: string | null | undefined) => (valor === null || valor === undefined ? '—' : formatPercent(valor));
const numero = (valor: string | null | undefined) => (valor === null || valor === undefined ? 0 : Number(valor));

export const SITUACAO: Record<string, string> = { mantido: 'Mantido', admitido: 'Admitido', desligado: 'Desligado' };

// ------------------------------------------------------------------------------------ totals

type LinhaTotal = GrupoCenario & { grupo: string };

const COLUNAS_TOTAIS: Array<{ header: string; valor: (linha: LinhaTotal) => string | null; dinheiro?: boolean }> = [
  { header: 'Colaboradores antes', valor: (l) => String(l.antes.colaboradores) },
  { header: 'Colaboradores depois', valor: (l) => String(l.depois.colaboradores) },
  { header: 'Custo mensal antes', valor: (l) => l.antes.custoTotal, dinheiro: true },
  { header: 'Custo mensal depois', valor: (l) => l.depois.custoTotal, dinheiro: true },
  { header: 'Diferença', valor: (l) => l.diferenca.custoTotal.valor, dinheiro: true },
  { header: 'Diferença %', valor: (l) => l.diferenca.custoTotal.percentual },
  { header: 'Custo-hora médio antes', valor: (l) => l.antes.custoHoraMedio, dinheiro: true },
  { header: 'Custo-hora médio depois', valor: (l) => l.depois.custoHoraMedio, dinheiro: true },
  { header: 'Impostos e encargos depois', valor: (l) => String(numero(l.depois.impostoColaborador) + numero(l.depois.encargosEmpresa)), dinheiro: true },
  { header: 'Provisões depois', valor: (l) => l.depois.provisoes, dinheiro: true },
];

const exportTotais: ExportColumn<LinhaTotal>[] = [
  { header: 'Grupo', value: (l) => l.grupo },
  { header: 'Nome', value: (l) => l.nome },
  ...COLUNAS_TOTAIS.map((coluna) => ({ header: coluna.header, value: (l: LinhaTotal) => (coluna.valor(l) === null ? '' : Number(coluna.valor(l))) })),
];

export function linhasDosTotais(totais: TotaisDoCenario): LinhaTotal[] {
  return [
    { ...totais.empresa, grupo: 'Empresa' },
    ...totais.departamentos.map((g) => ({ ...g, grupo: 'Departamento' })),
    ...totais.funcoes.map((g) => ({ ...g, grupo: 'Função' })),
    ...totais.filiais.map((g) => ({ ...g, grupo: 'Filial' })),
  ];
}

/** Totals by company, department, function and branch: before → after and the difference. */
export function TabelaTotais({ totais, arquivo, titulo = 'Totais' }: { totais: TotaisDoCenario; arquivo: string; titulo?: string }) {
  const linhas = linhasDosTotais(totais);
  const colunas: DataTableColumn<LinhaTotal>[] = [
    { key: 'grupo', header: 'Grupo' },
    { key: 'nome', header: 'Nome' },
    ...COLUNAS_TOTAIS.map((coluna, i) => ({
      key: `c${i}`,
      header: coluna.header,
      align: 'end' as const,
      accessor: (l: LinhaTotal) => numero(coluna.valor(l)),
      render: (l: LinhaTotal) => (coluna.dinheiro ? dinheiro(coluna.valor(l)) : coluna.header.endsWith('%') ? percentual(coluna.valor(l)) : coluna.valor(l)),
    })),
  ];
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {titulo}
        </Heading>
        <ExportButton fileName={arquivo} sheetName={titulo} columns={exportTotais} rows={linhas} />
      </HStack>
      <DataTable aria-label={titulo} columns={colunas} data={linhas} getRowId={(l) => `${l.grupo}-${l.cod ?? 'empresa'}`} pageSize={15} showFilters={false} />
    </Stack>
  );
}

// ------------------------------------------------------------------------------------ employees

const exportColaboradores: ExportColumn<LinhaCenario>[] = [
  { header: 'Matrícula', value: (l) => l.mat, numberFormat: '0' },
  { header: 'Nome', value: (l) => l.nome ?? '' },
  { header: 'Situação', value: (l) => SITUACAO[l.situacao] },
  { header: 'Departamento', value: (l) => l.departamento ?? '' },
  { header: 'Função', value: (l) => l.funcao },
  { header: 'Filial', value: (l) => l.filial },
  { header: 'Salário antes', value: (l) => numero(l.antes?.salarioBase) },
  { header: 'Salário depois', value: (l) => numero(l.depois?.salarioBase) },
  { header: 'Custo mensal antes', value: (l) => numero(l.antes?.custoTotal) },
  { header: 'Custo mensal depois', value: (l) => numero(l.depois?.custoTotal) },
  { header: 'Custo-hora antes', value: (l) => numero(l.antes?.custoHora) },
  { header: 'Custo-hora depois', value: (l) => numero(l.depois?.custoHora) },
  { header: 'Diferença', value: (l) => numero(l.diferenca.custoTotal) },
];

const COLUNAS_COLABORADORES: DataTableColumn<LinhaCenario>[] = [
  { key: 'mat', header: 'Matrícula', align: 'end' },
  { key: 'nome', header: 'Nome' },
  { key: 'situacao', header: 'Situação', render: (l) => SITUACAO[l.situacao] },
  { key: 'departamento', header: 'Departamento' },
  { key: 'funcao', header: 'Função' },
  { key: 'antes', header: 'Custo mensal antes', align: 'end', accessor: (l) => numero(l.antes?.custoTotal), render: (l) => dinheiro(l.antes?.custoTotal) },
  { key: 'depois', header: 'Custo mensal depois', align: 'end', accessor: (l) => numero(l.depois?.custoTotal), render: (l) => dinheiro(l.depois?.custoTotal) },
  { key: 'horaAntes', header: 'Custo-hora antes', align: 'end', accessor: (l) => numero(l.antes?.custoHora), render: (l) => dinheiro(l.antes?.custoHora) },
  { key: 'horaDepois', header: 'Custo-hora depois', align: 'end', accessor: (l) => numero(l.depois?.custoHora), render: (l) => dinheiro(l.depois?.custoHora) },
  { key: 'diferenca', header: 'Diferença', align: 'end', accessor: (l) => numero(l.diferenca.custoTotal), render: (l) => dinheiro(l.diferenca.custoTotal) },
];

/** Lines per page of the scenario's lists (paged by the server). */
export const LINHAS_POR_PAGINA = 50;

/**
 * A page of a scenario's list read from the server (`carregar`), with the page, the text search and
 * the count; 'Exportar' reads the whole list (every page) and writes it to xlsx.
 */
function usePaginaDoServidor<T>(carregar: (filtro: FiltroLinhasCenario) => Promise<PaginaCenario<T>>, filtro: Omit<FiltroLinhasCenario, 'pagina' | 'limite'>, chave: string) {
  const [pagina, setPagina] = useState(1);
  const [dados, setDados] = useState<PaginaCenario<T> | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => setPagina(1), [chave]);
  useEffect(() => {
    let vivo = true;
    carregar({ ...filtro, pagina, limite: LINHAS_POR_PAGINA }).then(
      (resposta) => vivo && (setDados(resposta), setErro(null)),
      (error: unknown) => vivo && setErro(errorToText(error)),
    );
    return () => {
      vivo = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chave` names the filter; `carregar` is the caller's inline arrow
  }, [chave, pagina]);
  const paginas = dados ? Math.max(1, Math.ceil(dados.total / LINHAS_POR_PAGINA)) : 1;
  return { pagina, setPagina, paginas, dados, erro };
}

function Paginador({ pagina, paginas, total, onChange, rotulo }: { pagina: number; paginas: number; total: number; onChange: (pagina: number) => void; rotulo: string }) {
  return (
    <HStack justify="end" gap="3" aria-label={`Páginas: ${rotulo}`}>
      <Text fontSize="sm" color="fg.muted">
        {total.toLocaleString('pt-BR')} {total === 1 ? 'linha' : 'linhas'} · página {pagina} de {paginas}
      </Text>
      <Button size="sm" variant="outline" disabled={pagina <= 1} onClick={() => onChange(pagina - 1)}>
        Anterior
      </Button>
      <Button size="sm" variant="outline" disabled={pagina >= paginas} onClick={() => onChange(pagina + 1)}>
        Próxima
      </Button>
    </HStack>
  );
}

function BotaoExportarTudo<T>({ arquivo, aba, colunas, ler }: { arquivo: string; aba: string; colunas: ExportColumn<T>[]; ler: () => Promise<T[]> }) {
  const [exportando, setExportando] = useState(false);
  const exportar = async () => {
    setExportando(true);
    try {
      await exportToXlsx({ fileName: arquivo, sheetName: aba, columns: colunas, rows: await ler() });
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setExportando(false);
    }
  };
  return (
    <Button variant="outline" colorPalette="brand" size="sm" loading={exportando} onClick={() => void exportar()}>
      Exportar
    </Button>
  );
}

const SITUACOES = [{ value: '', label: 'Todas' }, ...Object.entries(SITUACAO).map(([value, label]) => ({ value, label }))];

/** Every employee before → after, paged by the server; a click opens the engine's breakdown of both sides. */
export function TabelaColaboradores({ cenarioId, mes, arquivo }: { cenarioId: number; mes: string; arquivo: string }) {
  const [aberto, setAberto] = useState<LinhaCenario | null>(null);
  const [situacao, setSituacao] = useState('');
  const [busca, setBusca] = useState('');
  const filtro = { mes, situacao: (situacao || null) as FiltroLinhasCenario['situacao'], busca: busca.trim() || null };
  const lista = usePaginaDoServidor((f) => cenariosApi.colaboradores(cenarioId, f), filtro, `${cenarioId}|${mes}|${situacao}|${busca.trim()}`);
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Colaboradores
        </Heading>
        <BotaoExportarTudo arquivo={arquivo} aba="Colaboradores" colunas={exportColaboradores} ler={async () => (await cenariosApi.colaboradores(cenarioId, filtro)).linhas} />
      </HStack>
      <HStack gap="3" align="end" wrap="wrap">
        <SelectField label="Situação" value={situacao} onChange={setSituacao} options={SITUACOES} width="xs" />
        <Field.Root width="sm">
          <Field.Label>Buscar colaborador</Field.Label>
          <Input value={busca} onChange={(event) => setBusca(event.target.value)} placeholder="Matrícula, nome, função ou departamento" />
        </Field.Root>
      </HStack>
      {lista.erro && <Text color="red.600">{lista.erro}</Text>}
      {lista.dados ? (
        <>
          <DataTable
            aria-label="Colaboradores do cenário"
            columns={COLUNAS_COLABORADORES}
            data={lista.dados.linhas}
            getRowId={(l) => l.mat}
            onRowClick={setAberto}
            pageSize={LINHAS_POR_PAGINA}
            showFilters={false}
          />
          <Paginador pagina={lista.pagina} paginas={lista.paginas} total={lista.dados.total} onChange={lista.setPagina} rotulo="colaboradores do cenário" />
        </>
      ) : (
        !lista.erro && <Text color="fg.muted">Carregando colaboradores…</Text>
      )}
      {aberto && <DetalheDialog cenarioId={cenarioId} mes={mes} linha={aberto} onClose={() => setAberto(null)} />}
    </Stack>
  );
}

/** The closing row's detail (packages/ui Detalhamento) before and after. */
function DetalheDialog({ cenarioId, mes, linha, onClose }: { cenarioId: number; mes: string; linha: LinhaCenario; onClose: () => void }) {
  const detalhe = useApi(() => cenariosApi.detalhe(cenarioId, linha.mat, mes), [cenarioId, linha.mat, mes]);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="cover" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                Detalhamento: {linha.mat < 0 ? 'admissão' : linha.mat} · {linha.nome ?? linha.funcao}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LoadState state={detalhe}>
                {(d) => (
                  <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
                    {(['antes', 'depois'] as const).map((lado) => (
                      <Stack key={lado} gap="3" aria-label={lado === 'antes' ? 'Antes' : 'Depois'}>
                        <Heading as="h3" size="sm">
                          {lado === 'antes' ? 'Antes' : 'Depois'}
                        </Heading>
                        {d[lado] ? (
                          <Detalhamento row={d[lado]!} detalhe={d[lado]!.detalhamento} />
                        ) : (
                          <Text color="fg.muted">{lado === 'antes' ? 'Admitido no cenário.' : 'Desligado no cenário.'}</Text>
                        )}
                      </Stack>
                    ))}
                  </SimpleGrid>
                )}
              </LoadState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// ------------------------------------------------------------------------------------ projects

const situacaoDoProjeto = (p: ProjetoCenario) =>
  p.abaixoDaMeta ? (p.abaixoDaMetaAntes ? 'Já abaixo da margem prevista' : 'Cai abaixo da margem prevista') : p.margemAlvo === null ? 'Sem margem prevista' : 'Dentro da margem';

const exportProjetos: ExportColumn<ProjetoCenario>[] = [
  { header: 'Projeto', value: (p) => p.chave },
  { header: 'Nome', value: (p) => p.nome },
  { header: 'Margem prevista', value: (p) => (p.margemAlvo === null ? '' : Number(p.margemAlvo)), numberFormat: '0.00%' },
  { header: 'Valor de venda', value: (p) => Number(p.valorVenda) },
  { header: 'Realizado', value: (p) => Number(p.realizado) },
  { header: 'A realizar antes', value: (p) => Number(p.custoRestanteAntes) },
  { header: 'A realizar depois', value: (p) => Number(p.custoRestanteDepois) },
  { header: 'Custo no término antes', value: (p) => Number(p.custoAntes) },
  { header: 'Custo no término depois', value: (p) => Number(p.custoDepois) },
  { header: 'Margem no término antes', value: (p) => (p.margemAntes === null ? '' : Number(p.margemAntes)), numberFormat: '0.00%' },
  { header: 'Margem no término depois', value: (p) => (p.margemDepois === null ? '' : Number(p.margemDepois)), numberFormat: '0.00%' },
  { header: 'Situação', value: situacaoDoProjeto },
];

const COLUNAS_PROJETOS: DataTableColumn<ProjetoCenario>[] = [
  { key: 'chave', header: 'Projeto' },
  { key: 'nome', header: 'Nome' },
  { key: 'margemAlvo', header: 'Margem prevista', align: 'end', accessor: (p) => numero(p.margemAlvo), render: (p) => percentual(p.margemAlvo) },
  { key: 'realizado', header: 'Realizado', align: 'end', accessor: (p) => numero(p.realizado), render: (p) => dinheiro(p.realizado) },
  { key: 'custoRestanteAntes', header: 'A realizar antes', align: 'end', accessor: (p) => numero(p.custoRestanteAntes), render: (p) => dinheiro(p.custoRestanteAntes) },
  { key: 'custoRestanteDepois', header: 'A realizar depois', align: 'end', accessor: (p) => numero(p.custoRestanteDepois), render: (p) => dinheiro(p.custoRestanteDepois) },
  { key: 'margemAntes', header: 'Margem no término antes', align: 'end', accessor: (p) => numero(p.margemAntes), render: (p) => percentual(p.margemAntes) },
  { key: 'margemDepois', header: 'Margem no término depois', align: 'end', accessor: (p) => numero(p.margemDepois), render: (p) => percentual(p.margemDepois) },
  {
    key: 'abaixoDaMeta',
    header: 'Situação',
    render: (p) => (p.abaixoDaMeta ? <Text color="red.600">{situacaoDoProjeto(p)}</Text> : situacaoDoProjeto(p)),
  },
];

/** Every project's forecast (issue 38) at the scenario's hour costs: margin at completion before → after. */
export function TabelaProjetos({ cenarioId, arquivo }: { cenarioId: number; arquivo: string }) {
  const projetos = useApi(() => cenariosApi.projetos(cenarioId), [cenarioId]);
  return (
    <Stack gap="2">
      <LoadState state={projetos}>
        {(p) => {
          const caem = p.projetos.filter((projeto) => projeto.abaixoDaMeta && !projeto.abaixoDaMetaAntes).map((projeto) => projeto.chave);
          return (
            <>
              <HStack justify="space-between">
                <Heading as="h2" size="md">
                  Projetos (projeção: realizado + a realizar{p.mesAtual ? ` a partir de ${p.mesAtual.replace('-', '/')}` : ''})
                </Heading>
                <ExportButton fileName={arquivo} sheetName="Projetos" columns={exportProjetos} rows={p.projetos} />
              </HStack>
              <Text fontSize="sm" color={p.abaixoDaMeta.length ? 'red.600' : 'fg.muted'}>
                {p.abaixoDaMeta.length ? `Abaixo da margem prevista: ${p.abaixoDaMeta.join(', ')}.` : 'Nenhum projeto fica abaixo da margem prevista.'}
                {caem.length ? ` Caem abaixo com o cenário: ${caem.join(', ')}.` : ''}
              </Text>
              <DataTable aria-label="Projetos do cenário" columns={COLUNAS_PROJETOS} data={p.projetos} getRowId={(row) => row.chave} showFilters={false} />
            </>
          );
        }}
      </LoadState>
    </Stack>
  );
}

// ------------------------------------------------------------------------------------ months

type GrupoDosMeses = 'empresa' | 'departamentos' | 'funcoes' | 'filiais';
const GRUPOS_MESES: Array<{ value: GrupoDosMeses; label: string }> = [
  { value: 'empresa', label: 'Empresa' },
  { value: 'departamentos', label: 'Departamento' },
  { value: 'funcoes', label: 'Função' },
  { value: 'filiais', label: 'Filial' },
];

interface LinhaMes {
  chave: string;
  mes: string;
  grupo: GrupoCenario;
}

const mesBr = (mes: string) => mes.split('-').reverse().join('/');

const COLUNAS_MESES: DataTableColumn<LinhaMes>[] = [
  { key: 'mes', header: 'Mês', render: (l) => mesBr(l.mes) },
  { key: 'nome', header: 'Nome', accessor: (l) => l.grupo.nome },
  { key: 'antes', header: 'Custo mensal antes', align: 'end', accessor: (l) => numero(l.grupo.antes.custoTotal), render: (l) => dinheiro(l.grupo.antes.custoTotal) },
  { key: 'depois', header: 'Custo mensal depois', align: 'end', accessor: (l) => numero(l.grupo.depois.custoTotal), render: (l) => dinheiro(l.grupo.depois.custoTotal) },
  { key: 'diferenca', header: 'Diferença', align: 'end', accessor: (l) => numero(l.grupo.diferenca.custoTotal.valor), render: (l) => dinheiro(l.grupo.diferenca.custoTotal.valor) },
  { key: 'pct', header: 'Diferença %', align: 'end', accessor: (l) => numero(l.grupo.diferenca.custoTotal.percentual), render: (l) => percentual(l.grupo.diferenca.custoTotal.percentual) },
  { key: 'colaboradores', header: 'Colaboradores depois', align: 'end', accessor: (l) => l.grupo.depois.colaboradores },
];

const exportMeses: ExportColumn<LinhaMes>[] = [
  { header: 'Mês', value: (l) => mesBr(l.mes) },
  { header: 'Nome', value: (l) => l.grupo.nome },
  { header: 'Custo mensal antes', value: (l) => numero(l.grupo.antes.custoTotal) },
  { header: 'Custo mensal depois', value: (l) => numero(l.grupo.depois.custoTotal) },
  { header: 'Diferença', value: (l) => numero(l.grupo.diferenca.custoTotal.valor) },
  { header: 'Colaboradores depois', value: (l) => l.grupo.depois.colaboradores, numberFormat: '0' },
];

export function linhasDosMeses(meses: MesesDoCenario['meses'], grupo: GrupoDosMeses): LinhaMes[] {
  return meses.flatMap(({ mes, totais }) =>
    (grupo === 'empresa' ? [totais.empresa] : totais[grupo]).map((g) => ({ chave: `${mes}|${g.cod ?? 'empresa'}`, mes, grupo: g })),
  );
}

/** The monthly cost month by month from the start month, before → after: the company or each group. */
export function TabelaMeses({ cenarioId, arquivo }: { cenarioId: number; arquivo: string }) {
  const meses = useApi(() => cenariosApi.meses(cenarioId), [cenarioId]);
  const [grupo, setGrupo] = useState<GrupoDosMeses>('empresa');
  return (
    <Stack gap="2">
      <LoadState state={meses}>
        {(m) => {
          const linhas = linhasDosMeses(m.meses, grupo);
          return (
            <>
              <HStack justify="space-between" align="end" wrap="wrap">
                <Heading as="h2" size="md">
                  Mês a mês (a partir de {mesBr(m.cenario.mesInicio)})
                </Heading>
                <HStack align="end" wrap="wrap">
                  <SelectField label="Agrupar por" value={grupo} onChange={(v) => setGrupo(v as GrupoDosMeses)} options={GRUPOS_MESES} width="xs" />
                  <ExportButton fileName={arquivo} sheetName="Mês a mês" columns={exportMeses} rows={linhas} />
                </HStack>
              </HStack>
              <DataTable aria-label="Mês a mês" columns={COLUNAS_MESES} data={linhas} getRowId={(l) => l.chave} pageSize={grupo === 'empresa' ? 12 : 24} showFilters={false} />
            </>
          );
        }}
      </LoadState>
    </Stack>
  );
}

// ------------------------------------------------------------------------------------ comparison

interface LinhaComparada {
  grupo: string;
  nome: string;
  a: GrupoCenario | undefined;
  b: GrupoCenario | undefined;
}

function linhasComparadas(a: LadoComparado, b: LadoComparado): LinhaComparada[] {
  const chave = (l: LinhaTotal) => `${l.grupo}|${l.cod ?? ''}`;
  const deB = new Map(linhasDosTotais(b.totais).map((l) => [chave(l), l]));
  const linhas: LinhaComparada[] = linhasDosTotais(a.totais).map((l) => {
    const outra = deB.get(chave(l));
    deB.delete(chave(l));
    return { grupo: l.grupo, nome: l.nome, a: l, b: outra };
  });
  for (const l of deB.values()) linhas.push({ grupo: l.grupo, nome: l.nome, a: undefined, b: l });
  return linhas;
}

/** Two scenarios side by side: monthly cost and average hour cost after, and their differences. */
export function TabelaComparacao({ a, b }: { a: LadoComparado; b: LadoComparado }) {
  const linhas = linhasComparadas(a, b);
  const colunas: Array<{ header: string; valor: (l: LinhaComparada) => string | null | undefined; pct?: boolean }> = [
    { header: `Custo mensal: ${a.cenario.nome}`, valor: (l) => l.a?.depois.custoTotal },
    { header: `Diferença: ${a.cenario.nome}`, valor: (l) => l.a?.diferenca.custoTotal.valor },
    { header: `Custo mensal: ${b.cenario.nome}`, valor: (l) => l.b?.depois.custoTotal },
    { header: `Diferença: ${b.cenario.nome}`, valor: (l) => l.b?.diferenca.custoTotal.valor },
    { header: `Custo-hora médio: ${a.cenario.nome}`, valor: (l) => l.a?.depois.custoHoraMedio },
    { header: `Custo-hora médio: ${b.cenario.nome}`, valor: (l) => l.b?.depois.custoHoraMedio },
  ];
  const dt: DataTableColumn<LinhaComparada>[] = [
    { key: 'grupo', header: 'Grupo' },
    { key: 'nome', header: 'Nome' },
    ...colunas.map((c, i) => ({ key: `c${i}`, header: c.header, align: 'end' as const, accessor: (l: LinhaComparada) => numero(c.valor(l)), render: (l: LinhaComparada) => dinheiro(c.valor(l)) })),
  ];
  const exportar: ExportColumn<LinhaComparada>[] = [
    { header: 'Grupo', value: (l) => l.grupo },
    { header: 'Nome', value: (l) => l.nome },
    ...colunas.map((c) => ({ header: c.header, value: (l: LinhaComparada) => (c.valor(l) == null ? '' : Number(c.valor(l))) })),
  ];
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Comparação
        </Heading>
        <ExportButton fileName={`comparacao-cenarios-${a.cenario.id}-${b.cenario.id}`} sheetName="Comparação" columns={exportar} rows={linhas} />
      </HStack>
      <DataTable aria-label="Comparação de cenários" columns={dt} data={linhas} getRowId={(l) => `${l.grupo}-${l.nome}`} pageSize={15} showFilters={false} />
    </Stack>
  );
}

// ------------------------------------------------------------------------------------ comparison, employee by employee

const ladoTexto = (l: ColaboradorComparado['a']) => (l === null ? 'Fora do cenário' : SITUACAO[l.situacao]);

/** Two scenarios employee by employee, paged by the server: each one's monthly cost and hour cost after, and B − A. */
export function TabelaComparacaoColaboradores({ a, b }: { a: LadoComparado; b: LadoComparado }) {
  const [busca, setBusca] = useState('');
  const filtro = { mes: a.mes === b.mes ? a.mes : null, busca: busca.trim() || null };
  const lista = usePaginaDoServidor((f) => cenariosApi.compararColaboradores(a.cenario.id, b.cenario.id, f), filtro, `${a.cenario.id}|${b.cenario.id}|${busca.trim()}`);
  const colunas: DataTableColumn<ColaboradorComparado>[] = [
    { key: 'mat', header: 'Matrícula', align: 'end' },
    { key: 'nome', header: 'Nome' },
    { key: 'funcao', header: 'Função' },
    { key: 'situacaoA', header: `Situação: ${a.cenario.nome}`, render: (l) => ladoTexto(l.a) },
    { key: 'custoA', header: `Custo mensal: ${a.cenario.nome}`, align: 'end', accessor: (l) => numero(l.a?.depois?.custoTotal), render: (l) => dinheiro(l.a?.depois?.custoTotal) },
    { key: 'situacaoB', header: `Situação: ${b.cenario.nome}`, render: (l) => ladoTexto(l.b) },
    { key: 'custoB', header: `Custo mensal: ${b.cenario.nome}`, align: 'end', accessor: (l) => numero(l.b?.depois?.custoTotal), render: (l) => dinheiro(l.b?.depois?.custoTotal) },
    { key: 'horaA', header: `Custo-hora: ${a.cenario.nome}`, align: 'end', accessor: (l) => numero(l.a?.depois?.custoHora), render: (l) => dinheiro(l.a?.depois?.custoHora) },
    { key: 'horaB', header: `Custo-hora: ${b.cenario.nome}`, align: 'end', accessor: (l) => numero(l.b?.depois?.custoHora), render: (l) => dinheiro(l.b?.depois?.custoHora) },
    { key: 'diferenca', header: 'Diferença (B − A)', align: 'end', accessor: (l) => numero(l.diferencaCustoTotal), render: (l) => dinheiro(l.diferencaCustoTotal) },
  ];
  const exportar: ExportColumn<ColaboradorComparado>[] = [
    { header: 'Matrícula', value: (l) => l.mat, numberFormat: '0' },
    { header: 'Nome', value: (l) => l.nome ?? '' },
    { header: 'Função', value: (l) => l.funcao },
    { header: `Situação: ${a.cenario.nome}`, value: (l) => ladoTexto(l.a) },
    { header: `Custo mensal: ${a.cenario.nome}`, value: (l) => numero(l.a?.depois?.custoTotal) },
    { header: `Situação: ${b.cenario.nome}`, value: (l) => ladoTexto(l.b) },
    { header: `Custo mensal: ${b.cenario.nome}`, value: (l) => numero(l.b?.depois?.custoTotal) },
    { header: `Custo-hora: ${a.cenario.nome}`, value: (l) => numero(l.a?.depois?.custoHora) },
    { header: `Custo-hora: ${b.cenario.nome}`, value: (l) => numero(l.b?.depois?.custoHora) },
    { header: 'Diferença (B − A)', value: (l) => numero(l.diferencaCustoTotal) },
  ];
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="end">
        <Heading as="h2" size="md">
          Colaborador a colaborador
        </Heading>
        <BotaoExportarTudo
          arquivo={`comparacao-colaboradores-${a.cenario.id}-${b.cenario.id}`}
          aba="Colaboradores"
          colunas={exportar}
          ler={async () => (await cenariosApi.compararColaboradores(a.cenario.id, b.cenario.id, filtro)).linhas}
        />
      </HStack>
      <Field.Root width="sm">
        <Field.Label>Buscar colaborador na comparação</Field.Label>
        <Input value={busca} onChange={(event) => setBusca(event.target.value)} placeholder="Matrícula, nome, função ou departamento" />
      </Field.Root>
      {lista.erro && <Text color="red.600">{lista.erro}</Text>}
      {lista.dados && (
        <>
          <DataTable
            aria-label="Comparação colaborador a colaborador"
            columns={colunas}
            data={lista.dados.linhas}
            getRowId={(l) => `${l.a ? 'a' : 'b'}${l.mat}`}
            pageSize={LINHAS_POR_PAGINA}
            showFilters={false}
          />
          <Paginador pagina={lista.pagina} paginas={lista.paginas} total={lista.dados.total} onChange={lista.setPagina} rotulo="comparação colaborador a colaborador" />
        </>
      )}
    </Stack>
  );
}
