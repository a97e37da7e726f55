/** The custos-projeto module's rules, one file per concern (modules/README.md 'Módulo grande'). */
export * from "./custos-projeto";
export * from "./cotacao";
