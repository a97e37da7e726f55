/** The auth module's rules, one file per concern (modules/README.md 'Módulo grande'). */
export * from "./auth";
export * from "./google";
