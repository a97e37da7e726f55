export * from './cpf';
export * from './cnpj';
