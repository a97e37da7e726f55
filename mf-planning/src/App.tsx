import { Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Routes of the area, relative to where the shell mounts it (/projetos/previsao/:key/:id). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Planejamento financeiro" />} />
    </Routes>
  );
}
