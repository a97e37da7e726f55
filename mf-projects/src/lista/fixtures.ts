import type { ProjetoItem } from '@financeiro/api';

export function projeto(id: number, key: string, extra: Partial<ProjetoItem> = {}): ProjetoItem {
  return {
    id,
    key,
    name: `Projeto ${key}`,
    category: { id: 1, name: 'Desenvolvimento' },
    lead: { accountId: 'acc-1', displayName: 'Ana Souza', email: 'ana@veecode.com.br' },
    lastIssueUpdateTime: '2026-10-05T15:00:00.000Z',
    clients: [],
    blocked: false,
    ...extra,
  };
}

/** 25 projects P01..P25. */
export const PROJETOS = Array.from({ length: 25 }, (_, index) => projeto(index + 1, `P${String(index + 1).padStart(2, '0')}`));
