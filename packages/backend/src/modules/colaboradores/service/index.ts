/** The employees' rules: the employee and its history (colaborador.ts), its benefits (beneficios.ts). */
export * from './colaborador';
export * from './beneficios';
export * from './auditoria';
