import { Button, HStack, Stack } from '@chakra-ui/react';
import { cenariosApi, errorToText, useApi, type CenarioResumo, type LadoComparado } from '@financeiro/api';
import { DataTable, notify, PageHeader, pendingLoad, SelectField, type DataTableColumn } from '@financeiro/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROTAS } from '../shared/rotas';
import { TabelaComparacao, TabelaComparacaoColaboradores } from './tabelas';

const mesBr = (mes: string) => mes.split('-').reverse().join('/');

const COLUNAS: DataTableColumn<CenarioResumo>[] = [
  { key: 'nome', header: 'Nome' },
  { key: 'fechamentoLabel', header: 'Fechamento de origem' },
  { key: 'mesInicio', header: 'A partir de', render: (c) => mesBr(c.mesInicio) },
  { key: 'alteracoes', header: 'Alterações', align: 'end' },
];

/** /simulacoes/cenarios: the user's cost scenarios and the comparison of two. */
export function CenariosList() {
  const navigate = useNavigate();
  const cenarios = useApi(() => cenariosApi.listar(), []);
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [comparacao, setComparacao] = useState<{ a: LadoComparado; b: LadoComparado } | null>(null);
  const [comparando, setComparando] = useState(false);
  const opcoes = (cenarios.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }));

  const comparar = async () => {
    setComparando(true);
    try {
      setComparacao(await cenariosApi.comparar(Number(a), Number(b)));
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setComparando(false);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Cenários de custo"
        actions={
          <Button colorPalette="brand" onClick={() => navigate(ROTAS.novoCenario)}>
            Novo cenário
          </Button>
        }
      />
      {pendingLoad(cenarios, { keepData: true }) ?? (
        <DataTable
          aria-label="Cenários"
          columns={COLUNAS}
          data={cenarios.data ?? []}
          getRowId={(c) => c.id}
          onRowClick={(c) => navigate(ROTAS.cenario(c.id))}
          emptyMessage="Nenhum cenário ainda: crie o primeiro em Novo cenário."
        />
      )}
      <HStack align="end" gap="3" wrap="wrap">
        <SelectField label="Cenário A" value={a} onChange={setA} options={opcoes} placeholder="Selecione" width="xs" />
        <SelectField label="Cenário B" value={b} onChange={setB} options={opcoes} placeholder="Selecione" width="xs" />
        <Button variant="outline" colorPalette="brand" disabled={!a || !b || comparando} loading={comparando} onClick={() => void comparar()}>
          Comparar
        </Button>
      </HStack>
      {comparacao && (
        <>
          <TabelaComparacao a={comparacao.a} b={comparacao.b} />
          <TabelaComparacaoColaboradores key={`${comparacao.a.cenario.id}-${comparacao.b.cenario.id}`} a={comparacao.a} b={comparacao.b} />
        </>
      )}
    </Stack>
  );
}
