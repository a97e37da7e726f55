import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage, IMPORT_SCREENS } from './HomePage';
import { ImportPage } from './ImportPage';

/** Routes of the area, relative to where the shell mounts it (/importacoes). */
export default function App() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {IMPORT_SCREENS.map(({ kind, path }) => (
        <Route key={kind} path={path} element={<ImportPage key={kind} kind={kind} />} />
      ))}
      <Route path="*" element={<Navigate to="/importacoes" replace />} />
    </Routes>
  );
}
