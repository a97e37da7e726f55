import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Relatórios DP, mounted by the shell at /relatorios. */
export default function Relatorios() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Relatórios DP" />} />
      <Route path="*" element={<Navigate to="/relatorios" replace />} />
    </Routes>
  );
}
