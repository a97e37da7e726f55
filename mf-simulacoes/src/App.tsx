import { Navigate, Route, Routes } from 'react-router-dom';
import { SimulacoesInicio } from './AreaPage';
import { CenarioPage } from './cenarios/CenarioPage';
import { CenariosList } from './cenarios/CenariosList';
import { ColaboradoresList } from './colaboradores/ColaboradoresList';
import { SimulacaoPage } from './colaboradores/SimulacaoPage';
import { ResultadoPage } from './resultados/ResultadoPage';
import { ResultadosList } from './resultados/ResultadosList';
import { MontagemSquad } from './squads/MontagemSquad';
import { SquadsList } from './squads/SquadsList';

/**
 * Routes of the area, relative to where the shell mounts it (/simulacoes); README.md lists them.
 * Employee cost simulations live under colaboradores/ (the menu's 'Colaboradores' link), with the
 * spec's list at its root, new and :id; squads under my-teams; margin result simulations under results.
 */
export default function App() {
  return (
    <Routes>
      <Route index element={<SimulacoesInicio />} />
      <Route path="colaboradores" element={<ColaboradoresList />} />
      <Route path="colaboradores/new" element={<SimulacaoPage novo />} />
      <Route path="colaboradores/:id" element={<SimulacaoPage />} />
      <Route path="colaboradores/*" element={<Navigate to="/simulacoes/colaboradores" replace />} />
      <Route path="my-teams" element={<SquadsList />} />
      <Route path="my-teams/:id" element={<MontagemSquad />} />
      <Route path="results" element={<ResultadosList />} />
      <Route path="results/:id" element={<ResultadoPage />} />
      <Route path="cenarios" element={<CenariosList />} />
      <Route path="cenarios/new" element={<CenarioPage />} />
      <Route path="cenarios/:id" element={<CenarioPage />} />
      <Route path="*" element={<Navigate to="/simulacoes" replace />} />
    </Routes>
  );
}
