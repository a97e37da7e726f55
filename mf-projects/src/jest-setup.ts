import { configure } from '@testing-library/react';
import { definirLarguraGraficos } from './shared/graficos';

// The screens answer after a real HTTP round trip (fake API); on a busy machine the first render
// of a suite can take longer than the default 1 s wait of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// nivo's responsive wrapper draws nothing in jsdom: the charts get a fixed width in tests.
definirLarguraGraficos(800);
