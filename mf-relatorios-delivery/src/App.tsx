import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { larguraGraficos, LoadingState, ProjecaoView } from '@financeiro/ui';
import { CapacidadeAreaPage, CapacidadeProjetoPage } from './capacidade';
import { Comparativo } from './comparativo/Comparativo';
import { FluxoCaixa } from './FluxoCaixa';
import { HistoricoCustos } from './historico/HistoricoCustos';
import { Hub } from './hub/Hub';
import { ResultadoAnualTela } from './resultado/ResultadoAnual';
import { Carteira } from './projecao/Carteira';

/** A project's Projeção opened from the Carteira (issue 38). */
function ProjecaoDaCarteira() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  return <ProjecaoView chave={key} onVoltar={() => navigate('/relatorios-delivery/carteira')} larguraGrafico={larguraGraficos()} />;
}

// The chat (with its Markdown renderer, react-markdown + remark-gfm) is its own chunk: the hub,
// the area's first screen, does not download it.
const ChatPage = lazy(() => import('./chat/ChatPage'));

/**
 * Routes of the area, relative to where the shell mounts it (/relatorios-delivery); spec 03 section 2.6.
 */
export default function App() {
  return (
    <Routes>
      <Route index element={<Hub />} />
      <Route path="relatorio-capacidade-area" element={<CapacidadeAreaPage />} />
      <Route path="relatorio-capacidade-projeto" element={<CapacidadeProjetoPage />} />
      <Route path="comparativo-custo/:key/:id/:dataInicial/:dataFinal" element={<Comparativo tipo="custo" />} />
      <Route path="comparativo-faturamento/:key/:id/:dataInicial/:dataFinal" element={<Comparativo tipo="faturamento" />} />
      <Route path="resultado-anual/:key/:id/:ano" element={<ResultadoAnualTela />} />
      <Route path="historico-custos" element={<HistoricoCustos />} />
      <Route path="relatorio-fluxo-caixa" element={<FluxoCaixa />} />
      <Route path="carteira" element={<Carteira />} />
      <Route path="projecao/:key" element={<ProjecaoDaCarteira />} />
      <Route
        path="chat-bot"
        element={
          <Suspense fallback={<LoadingState />}>
            <ChatPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/relatorios-delivery" replace />} />
    </Routes>
  );
}
