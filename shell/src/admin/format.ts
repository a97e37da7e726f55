const formatter = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function formatDateTime(iso: string): string {
  return formatter.format(new Date(iso));
}
