import { definirLarguraGraficos } from '@financeiro/ui';

// nivo's responsive wrapper draws nothing in jsdom: the charts get a fixed width in tests.
definirLarguraGraficos(800);
