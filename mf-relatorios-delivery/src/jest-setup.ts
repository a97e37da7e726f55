import { definirLarguraGraficos } from './shared/graficos';

// nivo's responsive wrapper draws nothing in jsdom: the charts get a fixed width in tests.
definirLarguraGraficos(800);
