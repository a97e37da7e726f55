import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The application's Chakra v3 system: the default preset plus a sober navy "brand" palette
 * (use colorPalette="brand") and system fonts. Tokens are `{ value }` objects (v3).
 */
const brand = {
  50: '#eef3f9',
  100: '#d6e1ef',
  200: '#b0c5e0',
  300: '#84a3cb',
  400: '#5a80b3',
  500: '#3d6498',
  600: '#2f4f7d',
  700: '#263f64',
  800: '#1e324f',
  900: '#16253a',
  950: '#0d1624',
};

const fontStack =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brand).map(([shade, value]) => [shade, { value }])),
      },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
