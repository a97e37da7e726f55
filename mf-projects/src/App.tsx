import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Routes of the area, relative to where the shell mounts it (/projetos). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Lista de Projetos" />} />
      <Route path="meus/relatorios/margem" element={<AreaPage title="Relatórios" />} />
      <Route path="*" element={<Navigate to="/projetos" replace />} />
    </Routes>
  );
}
