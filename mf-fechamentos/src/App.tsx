import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaPage } from './AreaPage';

/** Routes of the area, relative to where the shell mounts it (/fechamentos). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AreaPage title="Fechamentos" />} />
      <Route path="*" element={<Navigate to="/fechamentos" replace />} />
    </Routes>
  );
}
