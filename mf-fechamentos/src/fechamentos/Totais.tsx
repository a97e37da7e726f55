import type { ResultadoColaborador } from '@financeiro/api';
import { formatMoney, resumoFechamento } from '@financeiro/domain';
import { FigureCard, FigureGrid } from '@financeiro/ui';

const CARDS = [
  ['salarioBase', 'Salário base'],
  ['beneficioTotal', 'Benefícios'],
  ['impostoTotal', 'Impostos (colaborador)'],
  ['salarioLiquido', 'Salário líquido'],
  ['salarioFilial', 'Custo folha'],
  ['provisaoDecimoTerceiro', 'Provisão 13º'],
  ['provisaoFerias', 'Provisão férias'],
  ['provisaoRescisao', 'Provisão rescisão'],
  ['custoTotal', 'Custo total'],
] as const;

/** The closing's totals: the sum of each reported figure of the rows (resumoFechamento). */
export function Totais({ rows }: { rows: ResultadoColaborador[] }) {
  const resumo = resumoFechamento(rows);
  return (
    <section aria-label="Totais do fechamento">
      <FigureGrid>
        <FigureCard label="Colaboradores" value={resumo.colaboradores} detail={`${resumo.meioPeriodo} meio período`} />
        {CARDS.map(([key, label]) => (
          <FigureCard key={key} label={label} value={formatMoney(resumo[key])} />
        ))}
      </FigureGrid>
    </section>
  );
}
