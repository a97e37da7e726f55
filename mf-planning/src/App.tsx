import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PlanejamentoPage } from './planejamento/PlanejamentoPage';

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
      <Route path="*" element={<RaizDaArea />} />
    </Routes>
  );
}
