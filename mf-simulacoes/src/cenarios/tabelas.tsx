import { Button, CloseButton, Dialog, Heading, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { cenariosApi, useApi, type LadoComparado, type LinhaCenario, type ProjetoCenario, type TotaisDoCenario } from '@financeiro/api';
import { formatMoney, formatPercent, type GrupoCenario } from '@financeiro/domain';
import { DataTable, Detalhamento, ExportButton, LoadState, type DataTableColumn, type ExportColumn } from '@financeiro/ui';
import { useState } from 'react';

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

/** Every employee before → after; a click opens the engine's breakdown of both sides. */
export function TabelaColaboradores({ cenarioId, mes, linhas, arquivo }: { cenarioId: number; mes: string; linhas: LinhaCenario[]; arquivo: string }) {
  const [aberto, setAberto] = useState<LinhaCenario | null>(null);
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Colaboradores
        </Heading>
        <ExportButton fileName={arquivo} sheetName="Colaboradores" columns={exportColaboradores} rows={linhas} />
      </HStack>
      <DataTable aria-label="Colaboradores do cenário" columns={COLUNAS_COLABORADORES} data={linhas} getRowId={(l) => l.mat} onRowClick={setAberto} />
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

const exportProjetos: ExportColumn<ProjetoCenario>[] = [
  { header: 'Projeto', value: (p) => p.chave },
  { header: 'Nome', value: (p) => p.nome },
  { header: 'Margem prevista', value: (p) => (p.margemAlvo === null ? '' : Number(p.margemAlvo)), numberFormat: '0.00%' },
  { header: 'Custo restante antes', value: (p) => Number(p.custoRestanteAntes) },
  { header: 'Custo restante depois', value: (p) => Number(p.custoRestanteDepois) },
  { header: 'Margem no fim antes', value: (p) => (p.margemAntes === null ? '' : Number(p.margemAntes)), numberFormat: '0.00%' },
  { header: 'Margem no fim depois', value: (p) => (p.margemDepois === null ? '' : Number(p.margemDepois)), numberFormat: '0.00%' },
  { header: 'Abaixo da margem prevista', value: (p) => (p.abaixoDaMeta ? 'Sim' : 'Não') },
];

const COLUNAS_PROJETOS: DataTableColumn<ProjetoCenario>[] = [
  { key: 'chave', header: 'Projeto' },
  { key: 'nome', header: 'Nome' },
  { key: 'margemAlvo', header: 'Margem prevista', align: 'end', accessor: (p) => numero(p.margemAlvo), render: (p) => percentual(p.margemAlvo) },
  { key: 'custoRestanteAntes', header: 'Custo restante antes', align: 'end', accessor: (p) => numero(p.custoRestanteAntes), render: (p) => dinheiro(p.custoRestanteAntes) },
  { key: 'custoRestanteDepois', header: 'Custo restante depois', align: 'end', accessor: (p) => numero(p.custoRestanteDepois), render: (p) => dinheiro(p.custoRestanteDepois) },
  { key: 'margemAntes', header: 'Margem no fim antes', align: 'end', accessor: (p) => numero(p.margemAntes), render: (p) => percentual(p.margemAntes) },
  { key: 'margemDepois', header: 'Margem no fim depois', align: 'end', accessor: (p) => numero(p.margemDepois), render: (p) => percentual(p.margemDepois) },
  {
    key: 'abaixoDaMeta',
    header: 'Situação',
    render: (p) => (p.abaixoDaMeta ? <Text color="red.600">Abaixo da margem prevista</Text> : p.margemAlvo === null ? 'Sem margem prevista' : 'Dentro da margem'),
  },
];

/** Every active project's remaining plan re-priced: margin at completion before → after. */
export function TabelaProjetos({ cenarioId, arquivo }: { cenarioId: number; arquivo: string }) {
  const projetos = useApi(() => cenariosApi.projetos(cenarioId), [cenarioId]);
  return (
    <Stack gap="2">
      <LoadState state={projetos}>
        {(p) => (
          <>
            <HStack justify="space-between">
              <Heading as="h2" size="md">
                Projetos (plano restante a partir de {p.desde.split('-').reverse().join('/')})
              </Heading>
              <ExportButton fileName={arquivo} sheetName="Projetos" columns={exportProjetos} rows={p.projetos} />
            </HStack>
            <Text fontSize="sm" color={p.abaixoDaMeta.length ? 'red.600' : 'fg.muted'}>
              {p.abaixoDaMeta.length
                ? `Abaixo da margem prevista: ${p.abaixoDaMeta.join(', ')}.`
                : 'Nenhum projeto fica abaixo da margem prevista.'}
            </Text>
            <DataTable aria-label="Projetos do cenário" columns={COLUNAS_PROJETOS} data={p.projetos} getRowId={(row) => row.chave} showFilters={false} />
          </>
        )}
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
