import { Navigate, Route, Routes } from 'react-router-dom';
import { BeneficioPage } from './beneficios/BeneficioPage';
import { CadastrosHub } from './CadastrosHub';
import { BeneficiosList } from './beneficios/BeneficiosList';
import { ColaboradorPage } from './colaboradores/ColaboradorPage';
import { ColaboradoresList } from './colaboradores/ColaboradoresList';
import { DepartamentoPage } from './departamentos/DepartamentoPage';
import { DepartamentosList } from './departamentos/DepartamentosList';
import { FiliaisList } from './filiais/FiliaisList';
import { FilialPage } from './filiais/FilialPage';
import { FuncaoPage } from './funcoes/FuncaoPage';
import { FuncoesList } from './funcoes/FuncoesList';
import { ImpostoPage } from './impostos/ImpostoPage';
import { ImpostosList } from './impostos/ImpostosList';
import { RegimePage } from './regimes/RegimePage';
import { RegimesList } from './regimes/RegimesList';

/** Routes of the area, relative to where the shell mounts it (/cadastros). */
export default function App() {
  return (
    <Routes>
      <Route index element={<CadastrosHub />} />
      <Route path="funcoes" element={<FuncoesList />} />
      <Route path="funcoes/new" element={<FuncaoPage />} />
      <Route path="funcoes/:cod" element={<FuncaoPage />} />
      <Route path="impostos" element={<ImpostosList />} />
      <Route path="impostos/new" element={<ImpostoPage />} />
      <Route path="impostos/:cod" element={<ImpostoPage />} />
      <Route path="regime-contrato" element={<RegimesList />} />
      <Route path="regime-contrato/new" element={<RegimePage />} />
      <Route path="regime-contrato/:cod" element={<RegimePage />} />
      <Route path="beneficios" element={<BeneficiosList />} />
      <Route path="beneficios/new" element={<BeneficioPage />} />
      <Route path="beneficios/:cod" element={<BeneficioPage />} />
      <Route path="colaboradores" element={<ColaboradoresList />} />
      <Route path="colaboradores/new" element={<ColaboradorPage />} />
      <Route path="colaboradores/:mat" element={<ColaboradorPage />} />
      <Route path="departamentos" element={<DepartamentosList />} />
      <Route path="departamentos/new" element={<DepartamentoPage />} />
      <Route path="departamentos/:cod" element={<DepartamentoPage />} />
      <Route path="filial" element={<FiliaisList />} />
      <Route path="filial/new" element={<FilialPage />} />
      <Route path="filial/:cod" element={<FilialPage />} />
      <Route path="*" element={<Navigate to="/cadastros" replace />} />
    </Routes>
  );
}
