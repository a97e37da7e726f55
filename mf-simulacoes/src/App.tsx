import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Routes of the area, relative to where the shell mounts it (/simulacoes). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Simulações" />} />
      <Route path="colaboradores" element={<AreaPage title="Simulações de colaboradores" />} />
      <Route path="my-teams" element={<AreaPage title="Lista de simulações de times" />} />
      <Route path="results" element={<AreaPage title="Lista de simulações de resultados" />} />
      <Route path="*" element={<Navigate to="/simulacoes" replace />} />
    </Routes>
  );
}
