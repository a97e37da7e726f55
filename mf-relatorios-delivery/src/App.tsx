import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Routes of the area, relative to where the shell mounts it (/relatorios-delivery). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Relatórios Delivery" />} />
      <Route path="relatorio-fluxo-caixa" element={<AreaPage title="Fluxo de Caixa" />} />
      <Route path="*" element={<Navigate to="/relatorios-delivery" replace />} />
    </Routes>
  );
}
