import { Navigate, Route, Routes } from 'react-router-dom';
import { BeneficiosRelatorio } from './relatorios/BeneficiosRelatorio';
import { EvolucaoCusto } from './relatorios/EvolucaoCusto';
import { RelatoriosHub } from './relatorios/RelatoriosHub';
import { ResumoFolha } from './relatorios/ResumoFolha';

export interface RelatoriosProps {
  /** Fixed chart width in px (tests: jsdom has no layout); the screens fill their container. */
  chartWidth?: number;
}

/** Relatórios DP, mounted by the shell at /relatorios (section 'relatorios'). */
export default function Relatorios({ chartWidth }: RelatoriosProps = {}) {
  return (
    <Routes>
      <Route index element={<RelatoriosHub />} />
      <Route path="resumo" element={<ResumoFolha chartWidth={chartWidth} />} />
      <Route path="evolucao" element={<EvolucaoCusto chartWidth={chartWidth} />} />
      <Route path="beneficios" element={<BeneficiosRelatorio chartWidth={chartWidth} />} />
      <Route path="*" element={<Navigate to="/relatorios" replace />} />
    </Routes>
  );
}
