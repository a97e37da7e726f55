import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';
import { ProjetoDetalhe } from './detalhe/ProjetoDetalhe';
import { ProjetosList } from './lista/ProjetosList';

/** Routes of the area, relative to where the shell mounts it (/projetos). */
export default function App() {
  return (
    <Routes>
      <Route index element={<ProjetosList />} />
      <Route path="meus/relatorios/margem" element={<AreaPage title="Relatórios" />} />
      <Route path="compare/:keys/:ids" element={<AreaPage title="Projeto Dashboard" />} />
      <Route path=":keys/:ids" element={<ProjetoDetalhe />} />
      <Route path="*" element={<Navigate to="/projetos" replace />} />
    </Routes>
  );
}
