import { Button, HStack, Text } from '@chakra-ui/react';
import { errorToText, jiraSyncApi, useApi, type SyncExecucao } from '@financeiro/api';
import { TIME_ZONE } from '@financeiro/domain';
import { notify } from '@financeiro/ui';
import { useState } from 'react';

const STATUS: Record<SyncExecucao['status'], string> = { executando: 'em execução', sucesso: 'concluída', falha: 'com falha' };

function dataHora(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export const SEM_JIRA = 'Integração com o Jira não configurada: os projetos são os dados de demonstração.';

export function descreverExecucao(execucao: SyncExecucao | undefined): string {
  if (!execucao) return 'Nenhuma sincronização registrada.';
  const fim = execucao.terminadoEm ? `, terminada em ${dataHora(execucao.terminadoEm)}` : '';
  const erro = execucao.erro ? ` — ${execucao.erro}` : '';
  return `Última sincronização (${execucao.tipo}, ${execucao.origem}): ${STATUS[execucao.status]}, iniciada em ${dataHora(execucao.iniciadoEm)}${fim}${erro}`;
}

/** Administrators: the latest Jira/Tempo sync run and 'Sincronizar agora' (POST /jira/sync). */
export function SyncPainel({ onSincronizado }: { onSincronizado?: () => void }) {
  const execucoes = useApi(() => jiraSyncApi.estado(), []);
  const [enviando, setEnviando] = useState(false);
  const ultima = execucoes.data?.data[0];
  const semJira = execucoes.data?.configurado === false;
  const rodando = execucoes.data?.emAndamento === true || ultima?.status === 'executando';

  const sincronizar = async () => {
    setEnviando(true);
    try {
      await jiraSyncApi.sincronizar();
      notify.success('Sincronização iniciada.');
      await execucoes.reload();
      onSincronizado?.();
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <HStack gap="3" wrap="wrap" borderWidth="1px" rounded="md" px="4" py="2" bg="bg.subtle">
      <Text fontSize="sm" flex="1" data-testid="sync-ultima" color={ultima?.status === 'falha' ? 'fg.error' : undefined}>
        {execucoes.error ??
          (execucoes.loading && !execucoes.data ? 'Carregando...' : semJira ? SEM_JIRA : descreverExecucao(ultima))}
      </Text>
      <Button size="sm" colorPalette="brand" variant="outline" loading={enviando} disabled={rodando || semJira} onClick={() => void sincronizar()}>
        Sincronizar agora
      </Button>
    </HStack>
  );
}
