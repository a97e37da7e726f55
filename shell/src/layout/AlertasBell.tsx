import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { alertasApi, errorToText, type AlertasDoUsuario } from '@financeiro/api';
import { ROTULOS_ORIGEM_ALERTA, type AlertaAberto } from '@financeiro/domain';
import { IconeAlerta, notify } from '@financeiro/ui';
import { formatDateTime } from '../admin/format';

/** The bell re-reads the alerts on every screen change and every few minutes. */
const INTERVALO_MS = 3 * 60_000;

export const SINO_LABEL = 'Alertas dos projetos';
export const SEM_ALERTAS = 'Nenhum alerta aberto nos projetos.';
/** A failed read: said in the bell's list, never as 'no alerts' (the header shows no error of its own). */
export const ERRO_ALERTAS = 'Não foi possível carregar os alertas';

function rotuloDoSino(naoLidos: number): string {
  if (naoLidos === 0) return SINO_LABEL;
  return `${SINO_LABEL}: ${naoLidos} ${naoLidos === 1 ? 'não lido' : 'não lidos'}`;
}

function ItemAlerta({ alerta, onLer, onAbrir }: { alerta: AlertaAberto; onLer: () => void; onAbrir: () => void }) {
  return (
    <Box as="li" listStyleType="none" borderTopWidth="1px" py={2} data-alerta={alerta.id} opacity={alerta.lido ? 0.75 : 1}>
      <Flex gap={2} align="baseline" justify="space-between" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">
          {alerta.projeto.chave} — {alerta.projeto.nome}
        </Text>
        {!alerta.lido && (
          <Badge colorPalette="red" size="sm">
            novo
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" fontWeight="medium" color="red.700">
        {alerta.titulo}
      </Text>
      <Text fontSize="xs">{alerta.detalhe}</Text>
      <Text fontSize="xs" color="fg.muted">
        Causa: {alerta.causa}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Aberto em {formatDateTime(alerta.abertoEm)}, após {ROTULOS_ORIGEM_ALERTA[alerta.origem]}.
      </Text>
      <Flex gap={2} mt={1} wrap="wrap">
        <Button size="xs" variant="outline" onClick={onAbrir}>
          Ver projeção
        </Button>
        {!alerta.lido && (
          <Button size="xs" variant="ghost" onClick={onLer}>
            Marcar como lido
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/**
 * Issue 38 §3: the bell of the shell's header — the open alerts of the projects the user may see
 * (section projetos; the Carteira's scope), the unread count, marking read (per user).
 */
export function AlertasBell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dados, setDados] = useState<AlertasDoUsuario | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aberto, setAberto] = useState(false);

  const carregar = useCallback(async () => {
    try {
      setDados(await alertasApi.listar());
      setErro(null);
    } catch (error) {
      // The bell keeps what it had (a refused or failed read is not the screen's error); its list says so.
      setErro(errorToText(error));
    }
  }, []);

  useEffect(() => {
    void carregar();
  }, [carregar, pathname]);
  useEffect(() => {
    const timer = window.setInterval(() => void carregar(), INTERVALO_MS);
    return () => window.clearInterval(timer);
  }, [carregar]);

  const ler = async (id: number | null) => {
    try {
      setDados(id === null ? await alertasApi.marcarTodosLidos() : await alertasApi.marcarLido(id));
    } catch (error) {
      notify.error(errorToText(error));
      void carregar();
    }
  };

  const naoLidos = dados?.naoLidos ?? 0;
  const alertas = dados?.alertas ?? [];
  return (
    <Popover.Root open={aberto} onOpenChange={(details) => setAberto(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={rotuloDoSino(naoLidos)} title={SINO_LABEL} variant="ghost" size="sm" position="relative" flexShrink={0}>
          <IconeAlerta />
          {naoLidos > 0 && (
            <Badge
              aria-hidden
              position="absolute"
              top="-1"
              right="-1"
              colorPalette="red"
              variant="solid"
              rounded="full"
              size="xs"
              minW="18px"
              justifyContent="center"
            >
              {naoLidos > 99 ? '99+' : naoLidos}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 16px)', sm: '420px' }} maxW="420px">
            <Popover.Header>
              <Flex justify="space-between" align="center" gap={2}>
                <Popover.Title fontWeight="semibold">{SINO_LABEL}</Popover.Title>
                {naoLidos > 0 && (
                  <Button size="xs" variant="ghost" onClick={() => void ler(null)}>
                    Marcar todos como lidos
                  </Button>
                )}
              </Flex>
            </Popover.Header>
            <Popover.Body maxH="60vh" overflowY="auto" pt={0}>
              {erro && (
                <Text fontSize="sm" color="fg.error" pt={2} data-testid="alertas-erro">
                  {ERRO_ALERTAS}: {erro}
                </Text>
              )}
              {erro && !dados ? null : alertas.length === 0 ? (
                <Text fontSize="sm" color="fg.muted" pt={2}>
                  {SEM_ALERTAS}
                </Text>
              ) : (
                <Stack as="ul" gap={0} m={0} p={0} aria-label="Alertas abertos">
                  {alertas.map((alerta) => (
                    <ItemAlerta
                      key={alerta.id}
                      alerta={alerta}
                      onLer={() => void ler(alerta.id)}
                      onAbrir={() => {
                        setAberto(false);
                        if (!alerta.lido) void ler(alerta.id);
                        navigate(`/projetos/previsao/${encodeURIComponent(alerta.projeto.chave)}/${alerta.projeto.id}/projecao`);
                      }}
                    />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
