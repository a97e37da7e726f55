import { Navigate, Route, Routes } from 'react-router-dom';
import { FechamentoNovo } from './fechamentos/FechamentoNovo';
import { FechamentoPage } from './fechamentos/FechamentoPage';
import { FechamentosList } from './fechamentos/FechamentosList';

/** Routes of the area, relative to where the shell mounts it (/fechamentos). */
export default function App() {
  return (
    <Routes>
      <Route index element={<FechamentosList />} />
      <Route path="new" element={<FechamentoNovo />} />
      <Route path=":id" element={<FechamentoPage />} />
      <Route path="*" element={<Navigate to="/fechamentos" replace />} />
    </Routes>
  );
}
