import { Navigate, Route, Routes } from 'react-router-dom';
import { ClientesPage } from './clientes/ClientesPage';
import { Comparacao } from './comparacao/Comparacao';
import { ProjetoDetalhe } from './detalhe/ProjetoDetalhe';
import { ProjetosList } from './lista/ProjetosList';
import { RelatorioDetalhe } from './relatorios/RelatorioDetalhe';
import { RelatoriosList } from './relatorios/RelatoriosList';

/** Routes of the area, relative to where the shell mounts it (/projetos). */
export default function App() {
  return (
    <Routes>
      <Route index element={<ProjetosList />} />
      <Route path="clientes" element={<ClientesPage />} />
      <Route path="meus/relatorios/margem" element={<RelatoriosList />} />
      <Route path="meus/relatorios/margem/:id" element={<RelatorioDetalhe />} />
      <Route path="compare/:keys/:ids" element={<Comparacao />} />
      <Route path=":keys/:ids" element={<ProjetoDetalhe />} />
      <Route path="*" element={<Navigate to="/projetos" replace />} />
    </Routes>
  );
}
