// Who may import whom (architecture.md, "Who may import whom"), as no-restricted-imports per package.
const pattern = (group, message) => ({ group, message });

const react = pattern(['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react'], 'No React here.');
const ui = pattern(['@console/ui', '@console/ui/*'], 'May not import the UI package.');
const machines = pattern(['@console/machines', '@console/machines/*'], 'May not import machines.');
const apps = pattern(
  ['@console/console', '@console/console/*', '@console/server', '@console/server/*', '@console/storybook'],
  'May not import an app.',
);
const network = pattern(['swr', 'swr/*', 'msw', 'msw/*'], 'No network libraries here: actors are provided from outside.');

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// One door to the network (architecture.md "How a screen gets its data"): screens reach it through data hooks only.
const screenNetwork = [
  pattern(['swr', 'swr/*'], 'Screens get data through data hooks (packages/ui/src/data), never SWR.'),
  {
    group: ['**/data/**', '@console/ui/data'],
    importNames: ['useApiClient', 'ApiProvider'],
    message: 'Screens get data through data hooks, never the client itself.',
  },
];
const apiClient = {
  group: ['@console/api/client', '@console/api/client/*'],
  allowTypeImports: true,
  message: 'Screens reach the api client and its resources through data hooks only (types are fine).',
};
const noProvide = {
  selector: "CallExpression[callee.property.name='provide']",
  message: 'Machines get their actors in a data hook (e.g. useLoginMachine()), not in a screen.',
};
// Stories, tests and their support wire the harness (MSW, clients), as apps/console does.
const harness = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/storySupport/**', '**/*StorySupport.{ts,tsx}'];
// The stories' harness folders (packages/ui/src/storySupport, components/storySupport): only the harness imports them.
const harnessOnly = pattern(['**/storySupport/**'], 'Only stories, tests and their support import storySupport/.');
/** The rules of a folder of the UI: `patterns` hold for all its files, and outside the harness it may not import the harness. */
const uiCode = (files, ...patterns) => [
  { files, rules: restrict(...patterns) },
  { files, ignores: harness, rules: restrict(...patterns, harnessOnly) },
];
/** The rules of a folder of screens: its code keeps to the data hooks; `apart` (a folder it may not import) holds for its stories too. */
const screens = (files, apart) => {
  const extra = apart ? [pattern([`**/${apart.folder}/**`, `@console/ui/screens/${apart.folder}`], apart.message)] : [];
  // import() is not an import declaration: a lazy screen part is checked by its path.
  const lazy = apart ? [{ selector: `ImportExpression[source.value=/\\/${apart.folder}\\//]`, message: apart.message }] : [];
  return [
    { files: [files], rules: { ...restrict(apps, ...extra), ...(apart ? { 'no-restricted-syntax': ['error', ...lazy] } : {}) } },
    {
      files: [files],
      ignores: harness,
      rules: {
        ...restrict(apps, ...screenNetwork, harnessOnly, ...extra),
        '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiClient] }],
        'no-restricted-syntax': ['error', noProvide, ...lazy],
      },
    },
  ];
};
// What items and chats share lives in screens/inbox; neither imports the other.
const noItems = { folder: 'items', message: 'Chats import what they share with items from ../inbox.' };
const noChats = { folder: 'chats', message: 'Items import what they share with chats from ../inbox.' };
// A view (`*View.tsx`) takes props only: no data hooks, no machines, no api values (types are fine).
const viewProps = (group, message) => ({ group, allowTypeImports: true, message: `Views take props only: ${message}` });
const viewRules = {
  files: ['packages/ui/src/**/*View.tsx'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          viewProps(['**/data/**', '@console/ui/data', '@console/ui/data/*'], 'no data hooks.'),
          viewProps(['@console/machines/*Machine', 'xstate', 'xstate/*', '@xstate/*'], 'no machines.'),
          viewProps(['@console/api', '@console/api/*'], 'no api values.'),
        ],
      },
    ],
  },
};

export const boundaryRules = [
  {
    // docs/spec-values.md: the spec's values import nothing (only each other); every package may import them.
    files: ['packages/spec/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'The spec values import nothing: only their own sibling modules.' }] },
      ],
    },
  },
  {
    files: ['packages/machines/src/**/*.ts'],
    rules: {
      ...restrict(react, ui, apps, network, pattern(['zod'], 'Machines take api types only.')),
      // Only `import type` from the api package.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@console/api', '@console/api/*'],
              allowTypeImports: true,
              message: 'Machines may only `import type` from @console/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/mocks/**'],
    rules: restrict(react, ui, machines, apps, network),
  },
  { files: ['packages/api/src/mocks/**/*.ts'], rules: restrict(react, ui, machines, apps) },
  // The rest of the UI (lazy/, format/, the package's own files): only the harness imports the harness.
  { files: ['packages/ui/src/**/*.{ts,tsx}'], ignores: harness, rules: restrict(harnessOnly) },
  // The harness of the screens' stories (recorded answers, shells, locations): it may import every layer, not the apps.
  { files: ['packages/ui/src/storySupport/**/*.{ts,tsx}'], rules: restrict(apps) },
  ...uiCode(
    ['packages/ui/src/components/**/*.{ts,tsx}', 'packages/ui/src/theme/**/*.{ts,tsx}'],
    pattern(['@console/api', '@console/api/*'], 'Components take props, not api data.'),
    machines,
    pattern(['swr', 'swr/*', 'wouter', 'wouter/*', '@xstate/react'], 'Components are free of data and routing.'),
    apps,
    pattern(['**/screens/**', '**/data/**'], 'Components may not import screens or data.'),
  ),
  ...uiCode(
    ['packages/ui/src/data/**/*.{ts,tsx}'],
    apps,
    pattern(['**/screens/**'], 'Data may not import screens.'),
    pattern(['wouter', 'wouter/*'], 'Data does not route.'),
  ),
  ...screens('packages/ui/src/screens/**/*.{ts,tsx}'),
  ...screens('packages/ui/src/screens/chats/**/*.{ts,tsx}', noItems),
  ...screens('packages/ui/src/screens/items/**/*.{ts,tsx}', noChats),
  viewRules,
  {
    files: ['apps/server/src/**/*.ts'],
    rules: restrict(
      react,
      ui,
      machines,
      pattern(['@console/api/mocks', '@console/api/client'], 'The server uses the contract only.'),
    ),
  },
];
