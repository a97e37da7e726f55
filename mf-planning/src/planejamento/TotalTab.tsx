import { Button, Heading, Stack, Table } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { agregarTotal, formatHours, formatMoney, labelMes, TIPO_CUSTO_LABEL, type ChaveMes, type MesPlanejamento } from '@financeiro/domain';
import { TabelaRolavel } from '@financeiro/ui';

function Tabela({ label, headers, rows, total }: { label: string; headers: string[]; rows: ReactNode[][]; total?: ReactNode[] }) {
  return (
    <TabelaRolavel borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, i) => (
            <Table.Row key={i}>
              {cells.map((cell, j) => (
                <Table.Cell key={j}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
          {total && (
            <Table.Row fontWeight="semibold" aria-label="Total">
              {total.map((cell, j) => (
                <Table.Cell key={j}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </TabelaRolavel>
  );
}

function Secao({ title, children }: { title: string; children: ReactNode }) {
  const [aberta, setAberta] = useState(false);
  return (
    <Stack gap="2">
      <Button alignSelf="start" size="sm" variant="ghost" aria-expanded={aberta} onClick={() => setAberta((v) => !v)}>
        {aberta ? '▾' : '▸'} {title}
      </Button>
      {aberta && children}
    </Stack>
  );
}

/** The Total tab (spec 02 section 2): per-month cost and sale value; collapsible Custo HH and Custos Indiretos. */
export function TotalTab({ meses }: { meses: Record<ChaveMes, MesPlanejamento> }) {
  const total = agregarTotal(meses);
  const colunasMes = total.chaves.map(labelMes);
  return (
    <Stack gap="5">
      <Heading as="h3" size="sm">
        Totais por mês
      </Heading>
      <Tabela
        label="Totais por mês"
        headers={['Mês', 'Custo total', 'Valor venda']}
        rows={total.meses.map((m) => [m.label, formatMoney(m.custoTotal), m.valorVenda === null ? '—' : formatMoney(m.valorVenda)])}
        total={['Total', formatMoney(total.totais.custoTotal), formatMoney(total.totais.valorVenda)]}
      />
      <Secao title="Custo HH">
        <Tabela
          label="Custo HH"
          headers={['Função', ...colunasMes, 'Total horas', 'Taxa', 'Valor total']}
          rows={total.custoHH.map((linha) => [
            linha.nome_funcao,
            ...total.chaves.map((k) => (linha.horasPorMes[k] ? formatHours(linha.horasPorMes[k]) : '—')),
            formatHours(linha.totalHoras),
            formatMoney(linha.taxa),
            formatMoney(linha.totalValor),
          ])}
          total={['Total', ...total.chaves.map(() => ''), formatHours(total.totais.horas), '', formatMoney(total.totais.custoFuncao)]}
        />
      </Secao>
      <Secao title="Custos Indiretos">
        <Tabela
          label="Custos Indiretos por mês"
          headers={['Tipo', 'Descrição', ...colunasMes, 'Total']}
          rows={total.custosIndiretos.map((linha) => [
            TIPO_CUSTO_LABEL[linha.tipo],
            linha.descricao,
            ...total.chaves.map((k) => (linha.valoresPorMes[k] ? formatMoney(linha.valoresPorMes[k]) : '—')),
            formatMoney(linha.total),
          ])}
          total={['Total', '', ...total.chaves.map(() => ''), formatMoney(total.totais.custoIndireto)]}
        />
      </Secao>
    </Stack>
  );
}
