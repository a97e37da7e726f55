/** The jira module's rules, one file per concern (modules/README.md 'Módulo grande'). */
export * from "./jira";
export * from "./sync";
export * from "./sync-state";
export * from "./sync-paging";
export * from "./sync-stages";
export * from "./sync-lookups";
