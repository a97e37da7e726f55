/** The importacoes module's rules, one file per concern (modules/README.md 'Módulo grande'). */
export * from "./importacoes";
export * from "./atualizar";
export * from "./outcome";
export * from "./lookups";
export * from "./beneficios";
export * from "./colaboradores";
