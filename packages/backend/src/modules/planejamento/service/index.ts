/** The planejamento module's rules, one file per concern (modules/README.md 'Módulo grande'). */
export * from "./planejamento";
export * from "./comparacao";
