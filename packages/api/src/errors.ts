import { isAxiosError } from 'axios';

export const NO_RESPONSE_MESSAGE = 'Problema ao requsitar informações do servidor!';
export const UNDEFINED_ERROR_MESSAGE = 'Erro de resposta indefinido do servidor!';
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Efetue novamente o login';

interface ErrorBody {
  errors?: Array<{ errorMessage?: string }>;
}

/**
 * How failures become text (spec 01 section 8): no response, a response without errors, or the
 * errorMessage texts of the response's errors joined by newline.
 */
export function errorToText(error: unknown): string {
  if (isAxiosError(error)) {
    if (!error.response) return NO_RESPONSE_MESSAGE;
    const body = error.response.data as ErrorBody | undefined;
    const messages = (body?.errors ?? [])
      .map((item) => item?.errorMessage)
      .filter((text): text is string => typeof text === 'string' && text.length > 0);
    return messages.length > 0 ? messages.join('\n') : UNDEFINED_ERROR_MESSAGE;
  }
  return UNDEFINED_ERROR_MESSAGE;
}

/** Field errors of a 400 answer keyed by field, for a Formik form's setErrors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error) || error.response?.status !== 400) return {};
  const body = error.response.data as { errors?: Array<{ field?: string; errorMessage?: string }> };
  const result: Record<string, string> = {};
  for (const item of body?.errors ?? []) {
    if (item.field && item.errorMessage && !result[item.field]) result[item.field] = item.errorMessage;
  }
  return result;
}

/** The `code` of an error answer (e.g. 'TOKEN_EXPIRED', 'REGISTRATION_REQUESTED'), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const code = (error.response?.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
