import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate, formatMoney, formatPercent, textoAviso, type DetalheFechamento, type FechamentoColaboradorResultado } from '@financeiro/domain';
import { TabelaRolavel } from '../layout/TabelaRolavel';

const CALCULO: Record<string, string> = {
  fixo: 'valor fixo',
  percentual: 'alíquota',
  faixas: 'por faixas',
  sem_valor: 'sem valor para a filial',
};

function Linha({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

function Secao({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Tabela({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <TabelaRolavel borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((header, index) => (
              <Table.ColumnHeader key={header} textAlign={index === 0 ? 'start' : 'end'}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, index) => (
            <Table.Row key={index}>
              {cells.map((cell, column) => (
                <Table.Cell key={column} textAlign={column === 0 ? 'start' : 'end'}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TabelaRolavel>
  );
}

/** The figures of a closing row the breakdown shows beside the engine's detail (a stored row or an engine result). */
export type LinhaDetalhamento = Pick<
  FechamentoColaboradorResultado,
  'custoTotal' | 'custoHora' | 'custoHoraMeioPeriodo' | 'provisaoDecimoTerceiro' | 'provisaoFerias' | 'provisaoRescisao' | 'salarioFilial'
>;

/**
 * Why a figure is what it is: the engine's breakdown of one employee's result — the closing row's
 * detail dialog (mf-fechamentos) and the cost scenarios' before/after (mf-simulacoes).
 */
export function Detalhamento({ row, detalhe }: { row: LinhaDetalhamento; detalhe: DetalheFechamento }) {
  const prop = detalhe.proporcional;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Linha label="Período">
          {formatDate(detalhe.dataInicio)} a {formatDate(detalhe.dataFim)}
        </Linha>
        <Linha label="Dias úteis">{detalhe.diasUteis}</Linha>
        <Linha label="Horas no mês">{detalhe.horasMes} h</Linha>
        <Linha label="Salário mensal">{formatMoney(prop.salarioMensal)}</Linha>
        {(prop.admitidoNoPeriodo || prop.demitidoNoPeriodo) && (
          <Linha label="Proporcional">
            {prop.diasTrabalhados} de {prop.diasMes} dias ({prop.admitidoNoPeriodo ? 'admitido' : 'desligado'} no período)
          </Linha>
        )}
        <Linha label="Custo total">{formatMoney(row.custoTotal)}</Linha>
        <Linha label="Custo hora">{formatMoney(row.custoHora)}</Linha>
        <Linha label="Custo hora (meio período)">{formatMoney(row.custoHoraMeioPeriodo)}</Linha>
      </SimpleGrid>

      <Secao title="Benefícios">
        {detalhe.beneficios.length === 0 ? (
          <Text color="fg.muted">Sem benefícios.</Text>
        ) : (
          <Tabela
            label="Benefícios do colaborador"
            headers={['Benefício', 'Quantidade', 'Valor', 'Acréscimos', 'Subtrações', 'Desconto colaborador', 'Parte empresa', 'Pago pela empresa']}
            rows={detalhe.beneficios.map((b) => [
              `${b.sigla ?? ''} ${b.nome ?? ''}`.trim(),
              b.periodoValor === 'dia' ? `${b.quantidade} dias` : 'mensal',
              formatMoney(b.valorBase),
              formatMoney(b.acrescimos),
              formatMoney(b.subtracoes),
              formatMoney(b.descontoColaborador),
              formatMoney(b.parteFilial),
              formatMoney(b.valorEmpresa),
            ])}
          />
        )}
      </Secao>

      <Secao title="Impostos e encargos">
        {detalhe.impostos.length === 0 ? (
          <Text color="fg.muted">Nenhum imposto vinculado ao regime.</Text>
        ) : (
          <Tabela
            label="Impostos do colaborador"
            headers={['Imposto', 'Cálculo', 'Base', 'Faixa', 'Colaborador', 'Alíquota empresa', 'Empresa']}
            rows={detalhe.impostos.map((i) => [
              i.sigla ?? i.nome ?? '',
              CALCULO[i.calculo] ?? i.calculo,
              i.baseCalculo === null ? '' : formatMoney(i.baseCalculo),
              i.faixa
                ? i.faixa.valor_faixa !== null
                  ? `teto ${formatMoney(i.faixa.valor_faixa)}`
                  : `${formatPercent(i.faixa.aliq_faixa)} − ${formatMoney(i.faixa.valor_deducao)}`
                : '',
              formatMoney(i.parteColaborador),
              formatPercent(i.aliquotaFilial),
              formatMoney(i.parteFilial),
            ])}
          />
        )}
        {detalhe.irrf && (
          <Text fontSize="sm" color="fg.muted">
            IRRF: base {formatMoney(detalhe.irrf.base)} = bruto {formatMoney(detalhe.irrf.bruto)} − dedução{' '}
            {detalhe.irrf.deducaoUsada === 'simplificado' ? 'simplificada' : 'legal (INSS + dependentes)'} {formatMoney(detalhe.irrf.deducao)}
            {detalhe.irrf.reducaoLei15270 !== '0.00' && `; redução da Lei 15.270 ${formatMoney(detalhe.irrf.reducaoLei15270)}`}.
          </Text>
        )}
      </Secao>

      <Secao title="Encargos e provisões">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Linha label="Encargos da empresa">{formatMoney(detalhe.encargos.total)}</Linha>
          <Linha label="FGTS">{formatMoney(detalhe.encargos.fgts)}</Linha>
          <Linha label="Alíquota de encargos">{formatPercent(detalhe.encargos.aliquotaEncargos)}</Linha>
          <Linha label="Encargos sobre provisões">{formatMoney(detalhe.provisoes.encargosProvisoes)}</Linha>
          <Linha label="Provisão 13º">{formatMoney(row.provisaoDecimoTerceiro)}</Linha>
          <Linha label="Provisão férias (com 1/3)">{formatMoney(row.provisaoFerias)}</Linha>
          <Linha label="Provisão rescisão">{formatMoney(row.provisaoRescisao)}</Linha>
          <Linha label="Custo folha">{formatMoney(row.salarioFilial)}</Linha>
        </SimpleGrid>
      </Secao>

      {detalhe.avisos.length > 0 && (
        <Secao title="Avisos">
          {detalhe.avisos.map((aviso) => (
            <Text key={aviso} color="orange.700">
              {textoAviso(aviso)}
            </Text>
          ))}
        </Secao>
      )}
    </Stack>
  );
}

