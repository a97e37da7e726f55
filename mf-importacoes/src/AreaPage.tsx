export { UnavailableScreen as AreaPage } from '@financeiro/ui';
