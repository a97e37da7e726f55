'use strict';
/**
 * The names the workspace imports from the shared libraries that are big barrels. A shared module
 * is provided whole (webpack cannot know what another build will use), so each app shares a small
 * module re-exporting only these names instead of the library's index: tree shaking then drops
 * the rest of the library from the shared copy (the Chakra components nobody uses, the router's
 * server-side parts). One list for every app, so the shell's copy (loaded first, the singleton
 * every remote gets) has every name any remote imports. A name not listed breaks a screen at run
 * time: scripts/shared-subsets.test.mjs (in `pnpm test`) fails when a source file imports one.
 * Adding a name: add it here and deploy the shell before the remote that uses it (the remote's
 * required version then names the new revision; see `revision`).
 */
module.exports = {
  // Bump when names are added: a remote built with a newer list refuses (strictVersion) an older
  // shell's copy instead of rendering undefined components.
  revision: 3,
  libraries: {
    '@chakra-ui/react': [
      'Accordion',
      'Alert',
      'Avatar',
      'Badge',
      'Box',
      'Button',
      'Card',
      'ChakraProvider',
      'Checkbox',
      'CloseButton',
      'Collapsible',
      'DataList',
      'Dialog',
      'Drawer',
      'Field',
      'Fieldset',
      'Flex',
      'Grid',
      'HStack',
      'Heading',
      'IconButton',
      'Input',
      'InputGroup',
      'Link',
      'LinkBox',
      'LinkOverlay',
      'List',
      'LocaleProvider',
      'Menu',
      'NativeSelect',
      'Popover',
      'Portal',
      'Progress',
      'RadioGroup',
      'Separator',
      'SimpleGrid',
      'Spinner',
      'Stack',
      'Switch',
      'Table',
      'Tabs',
      'Text',
      'Textarea',
      'Toast',
      'Toaster',
      'chakra',
      'createSystem',
      'createToaster',
      'defaultConfig',
      'defineConfig',
    ],
    'react-router-dom': [
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'Route',
      'RouterProvider',
      'Routes',
      'UNSAFE_DataRouterContext',
      'createBrowserRouter',
      'useBlocker',
      'useLocation',
      'useNavigate',
      'useParams',
      'useSearchParams',
    ],
  },
};
