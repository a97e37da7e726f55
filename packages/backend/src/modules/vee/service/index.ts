/** The vee module's rules, one file per concern (modules/README.md 'Módulo grande'). */
export * from "./vee";
export * from "./tools";
export * from "./catalogo";
