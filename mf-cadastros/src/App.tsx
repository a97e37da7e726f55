import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';
import { DepartamentoPage } from './departamentos/DepartamentoPage';
import { DepartamentosList } from './departamentos/DepartamentosList';

/** Routes of the area, relative to where the shell mounts it (/cadastros). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Cadastros" />} />
      <Route path="funcoes" element={<AreaPage title="Funções" />} />
      <Route path="impostos" element={<AreaPage title="Impostos" />} />
      <Route path="regime-contrato" element={<AreaPage title="Regimes de contrato" />} />
      <Route path="beneficios" element={<AreaPage title="Benefícios" />} />
      <Route path="colaboradores" element={<AreaPage title="Colaboradores" />} />
      <Route path="departamentos" element={<DepartamentosList />} />
      <Route path="departamentos/new" element={<DepartamentoPage />} />
      <Route path="departamentos/:cod" element={<DepartamentoPage />} />
      <Route path="filial" element={<AreaPage title="Filial" />} />
      <Route path="*" element={<Navigate to="/cadastros" replace />} />
    </Routes>
  );
}
