import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@financeiro/api';

export function WelcomePage() {
  const user = useSession((state) => state.user);
  return (
    <Stack gap={4} maxW="720px">
      <Heading size="xl">Boas-vindas{user?.name ? `, ${user.name}` : ''}!</Heading>
      <Text>
        Aqui você acompanha o custo e a margem dos projetos sincronizados do Jira e do Tempo, planeja cada projeto mês a
        mês, mantém os cadastros de colaboradores, benefícios e impostos, fecha a folha com o custo e o custo-hora (HH) de
        cada colaborador e simula custos de colaboradores, squads e resultados de projetos.
      </Text>
      <Text color="fg.muted">Use o menu ao lado para abrir as seções liberadas para o seu perfil.</Text>
    </Stack>
  );
}
