import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Routes of the area, relative to where the shell mounts it (/importacoes). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Importações" />} />
      <Route path="colaboradores" element={<AreaPage title="Novos colaboradores" />} />
      <Route path="beneficios-colaborador" element={<AreaPage title="Benefícios de colaboradores" />} />
      <Route path="atualizar-colaboradores" element={<AreaPage title="Atualizar colaboradores" />} />
      <Route path="*" element={<Navigate to="/importacoes" replace />} />
    </Routes>
  );
}
