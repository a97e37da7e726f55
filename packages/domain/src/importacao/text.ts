/** UTF-8 when valid (BOM dropped), else Windows-1252 (what Excel in pt-BR saves CSV in). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' when the text contains one, otherwise ','. */
export function csvSeparator(text: string): ';' | ',' {
  return text.includes(';') ? ';' : ',';
}
