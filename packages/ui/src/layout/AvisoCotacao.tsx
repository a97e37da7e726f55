import { Text } from '@chakra-ui/react';
import { TIME_ZONE } from '@financeiro/domain';

export const COTACAO_ANTIGA = 'Serviço de cotação indisponível: a cotação sugerida é a última registrada';

/** The fields of a quote (`GET /cotacao`) this notice reads. */
export interface CotacaoSugerida {
  moeda: string;
  cotadoEm: string;
  /** False when the service was unreachable and this is the last stored quote. */
  atual: boolean;
}

const quando = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '25/11/2026 às 17:59' (America/Sao_Paulo). */
function dataHora(iso: string): string {
  const partes = Object.fromEntries(quando.formatToParts(new Date(iso)).map((parte) => [parte.type, parte.value]));
  return `${partes.day}/${partes.month}/${partes.year} às ${partes.hour}:${partes.minute}`;
}

/**
 * Says so when the quotes a form offers are not current: the exchange-rate service was down and the
 * server answered the last stored ones (`atual: false`), with the moment each was quoted. Nothing
 * when every quote is current or there are none.
 */
export function AvisoCotacao({ cotacoes }: { cotacoes?: readonly CotacaoSugerida[] | null }) {
  const antigas = (cotacoes ?? []).filter((cotacao) => cotacao.atual === false);
  if (antigas.length === 0) return null;
  const detalhe = antigas.map((cotacao) => `${cotacao.moeda} de ${dataHora(cotacao.cotadoEm)}`).join('; ');
  return (
    <Text role="status" fontSize="sm" color="fg.warning">
      {`${COTACAO_ANTIGA} (${detalhe}).`}
    </Text>
  );
}
