import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { IconeFechar } from '@financeiro/ui';
import { Markdown } from './Markdown';
import { carregarSugestoes, enviarMensagem, type GrupoSugestao } from './veeApi';

/** Spec 03 section 3, Chat message (reactions are kept but unused). */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'assistant';
  timestamp: Date;
  reactions: { copied: boolean; liked: boolean; disliked: boolean };
}

export const CHAT_TEXTS = {
  titulo: 'VeeCode Chat',
  saudacao: 'Olá! Eu sou a **Vee**, a assistente virtual da VeeCode. Do que você precisa hoje?',
  placeholder: 'Pergunte-me o que você precisa...',
  digitando: 'Vee está digitando...',
  /** Spec 03 section 8, chat failure. */
  falha: 'Desculpe, estou enfrentando problemas de conexão. Pode tentar novamente mais tarde?',
  sugestoes: 'Sugestões',
  boasVindas: 'Olá! Eu sou a Vee.',
  hoverLogo: 'Precisa de ajuda? Clique para conversar com a Vee!',
} as const;

/** Spec 03 section 9: the welcome bubble hides after 2 seconds. */
export const WELCOME_BUBBLE_MS = 2000;

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Spec 03 section 2.7: a session id is generated on each page load (module evaluation). */
export const SESSION_ID = newId();

function message(sender: ChatMessage['sender'], content: string): ChatMessage {
  return { id: newId(), content, sender, timestamp: new Date(), reactions: { copied: false, liked: false, disliked: false } };
}

function VeeLogo({ size = 10 }: { size?: number }) {
  return (
    <Flex
      aria-hidden
      w={size}
      h={size}
      borderRadius="full"
      bg="purple.600"
      color="white"
      fontWeight="bold"
      align="center"
      justify="center"
      flexShrink={0}
    >
      V
    </Flex>
  );
}

export function ChatPage() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('assistant', CHAT_TEXTS.saudacao)]);
  const [input, setInput] = useState('');
  const [typing, setTyping] = useState(false);
  const [grupos, setGrupos] = useState<GrupoSugestao[]>([]);
  const [showSugestoes, setShowSugestoes] = useState(true);
  const [expanded, setExpanded] = useState(true);
  const [welcome, setWelcome] = useState(true);
  const [hover, setHover] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Spec 03 section 4: suggestions load first; a failure is only logged.
  useEffect(() => {
    let active = true;
    carregarSugestoes()
      .then((result) => active && setGrupos(result))
      .catch((error: unknown) => console.warn('Vee: falha ao carregar sugestões', error));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setWelcome(false), WELCOME_BUBBLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages, typing]);

  const canSend = input.trim() !== '' && !typing;
  const conversationStarted = messages.some((m) => m.sender === 'user');

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const text = input.trim();
    if (!text || typing) return;
    setMessages((current) => [...current, message('user', text)]);
    setInput('');
    setTyping(true);
    try {
      const output = await enviarMensagem(SESSION_ID, text);
      setMessages((current) => [...current, message('assistant', output)]);
    } catch {
      setMessages((current) => [...current, message('assistant', CHAT_TEXTS.falha)]);
    } finally {
      setTyping(false);
    }
  }

  function fillPrompt(prompt: string) {
    setInput(prompt);
    inputRef.current?.focus();
  }

  return (
    <Box position="relative" minH="70vh">
      {expanded ? (
        <Flex gap={4} align="stretch" direction={{ base: 'column', lg: 'row' }} data-testid="vee-chat">
          <Flex direction="column" flex="1" minW={0} borderWidth="1px" borderRadius="lg" bg="white" minH="70vh" maxH="80vh">
            <Flex align="center" justify="space-between" p={3} borderBottomWidth="1px" gap={2}>
              <Flex align="center" gap={2}>
                <VeeLogo size={8} />
                <Text fontWeight="semibold">Vee</Text>
              </Flex>
              <Flex gap={2}>
                {!showSugestoes ? (
                  <Button size="sm" variant="outline" onClick={() => setShowSugestoes(true)}>
                    {CHAT_TEXTS.sugestoes}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => setExpanded(false)} aria-label="Minimizar chat">
                  Minimizar
                </Button>
              </Flex>
            </Flex>

            <Stack flex="1" overflowY="auto" p={4} gap={3} role="log" aria-label="Conversa com a Vee">
              {!conversationStarted ? (
                <Heading as="h1" size="lg" textAlign="center" color="purple.700">
                  {CHAT_TEXTS.titulo}
                </Heading>
              ) : null}
              {messages.map((m) => (
                <Flex key={m.id} justify={m.sender === 'user' ? 'flex-end' : 'flex-start'} gap={2} align="flex-start">
                  {m.sender === 'assistant' ? <VeeLogo size={7} /> : null}
                  <Box
                    data-sender={m.sender}
                    maxW="80%"
                    minW={0}
                    px={3}
                    py={2}
                    borderRadius="lg"
                    bg={m.sender === 'user' ? 'purple.600' : 'gray.100'}
                    color={m.sender === 'user' ? 'white' : 'gray.800'}
                  >
                    {m.sender === 'assistant' ? <Markdown text={m.content} /> : <Text whiteSpace="pre-wrap">{m.content}</Text>}
                  </Box>
                </Flex>
              ))}
              {typing ? (
                <Text fontSize="sm" color="gray.500" fontStyle="italic" aria-live="polite">
                  {CHAT_TEXTS.digitando}
                </Text>
              ) : null}
              <div ref={endRef} />
            </Stack>

            <form onSubmit={(event) => void send(event)}>
              <Flex gap={2} p={3} borderTopWidth="1px">
                <Input
                  ref={inputRef}
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  placeholder={CHAT_TEXTS.placeholder}
                  aria-label="Mensagem"
                  maxLength={4000}
                />
                <Button type="submit" colorPalette="purple" disabled={!canSend}>
                  Enviar
                </Button>
              </Flex>
            </form>
          </Flex>

          {showSugestoes ? (
            <Box
              as="aside"
              aria-label={CHAT_TEXTS.sugestoes}
              w={{ base: 'full', lg: '320px' }}
              flexShrink={0}
              borderWidth="1px"
              borderRadius="lg"
              bg="white"
              p={3}
              maxH="80vh"
              overflowY="auto"
            >
              <Flex justify="space-between" align="center" mb={2}>
                <Heading as="h2" size="sm">
                  {CHAT_TEXTS.sugestoes}
                </Heading>
                <IconButton size="xs" variant="ghost" aria-label="Fechar sugestões" onClick={() => setShowSugestoes(false)}>
                  <IconeFechar />
                </IconButton>
              </Flex>
              <Stack gap={3}>
                {grupos.map((grupo) => (
                  <Box key={grupo.nome}>
                    <Text fontWeight="semibold" fontSize="sm" title={grupo.descricao} cursor="help">
                      {grupo.nome}
                    </Text>
                    <Stack gap={1} mt={1}>
                      {grupo.prompts.map((prompt) => (
                        <Button
                          key={prompt}
                          size="xs"
                          variant="outline"
                          justifyContent="flex-start"
                          whiteSpace="normal"
                          textAlign="left"
                          h="auto"
                          py={1}
                          onClick={() => fillPrompt(prompt)}
                        >
                          {prompt}
                        </Button>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Flex>
      ) : (
        <Box position="fixed" bottom={6} right={6} zIndex={10}>
          {hover ? (
            <Box position="absolute" bottom="full" right={0} mb={2} w="220px" bg="gray.800" color="white" fontSize="sm" p={2} borderRadius="md" role="tooltip">
              {CHAT_TEXTS.hoverLogo}
            </Box>
          ) : null}
          <IconButton
            aria-label="Abrir chat com a Vee"
            borderRadius="full"
            size="xl"
            bg="purple.600"
            color="white"
            onMouseEnter={() => setHover(true)}
            onMouseLeave={() => setHover(false)}
            onFocus={() => setHover(true)}
            onBlur={() => setHover(false)}
            onClick={() => {
              setHover(false);
              setExpanded(true);
            }}
          >
            V
          </IconButton>
        </Box>
      )}

      {welcome ? (
        <Box position="fixed" bottom={24} right={6} bg="purple.600" color="white" px={3} py={2} borderRadius="lg" boxShadow="md" role="status">
          {CHAT_TEXTS.boasVindas}
        </Box>
      ) : null}
    </Box>
  );
}

export default ChatPage;
