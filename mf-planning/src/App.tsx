import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { Stack } from '@chakra-ui/react';
import { ProjecaoView, RegrasAlertaDoProjetoForm } from '@financeiro/ui';
import { PlanejamentoPage } from './planejamento/PlanejamentoPage';

/** The project's Projeção (issue 38), opened from the planning page, with the project's alert rules (§3). */
function ProjecaoDoPlanejamento() {
  const { key = '', id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Stack gap={6}>
      <ProjecaoView chave={key} onVoltar={() => navigate(`/projetos/previsao/${encodeURIComponent(key)}/${encodeURIComponent(id)}`)} />
      <RegrasAlertaDoProjetoForm chave={key} />
    </Stack>
  );
}

/** Unknown paths in the area go back to its root (spec 02 section 2). */
function RaizDaArea() {
  const { key = '', id = '' } = useParams();
  return <Navigate to={`/projetos/previsao/${encodeURIComponent(key)}/${encodeURIComponent(id)}`} replace />;
}

/** Routes of the area, relative to where the shell mounts it (/projetos/previsao/:key/:id/*). */
export default function App() {
  return (
    <Routes>
      <Route index element={<PlanejamentoPage />} />
      <Route path="projecao" element={<ProjecaoDoPlanejamento />} />
      <Route path="*" element={<RaizDaArea />} />
    </Routes>
  );
}
