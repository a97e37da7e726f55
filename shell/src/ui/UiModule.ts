// Everything of Chakra and @financeiro/ui the shell's own root needs, in one chunk (see loadUi).
export { UiProvider, notify } from '@financeiro/ui';
