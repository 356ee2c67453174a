import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';


/**
 * Text in a screen comes from the message catalogues (docs/i18n.md): a string a person could read that is
 * not inside t(), msg() or <T> fails the lint. Strings that are code (class names, routes, ids, URLs,
 * single lower-case words, CONSTANTS) are not text; neither are developer logs. Files still being
 * moved into catalogues are listed, shrinking, in tools/i18n/untranslated-files.json.
 */
const UNTRANSLATED = JSON.parse(readFileSync(new URL('./tools/i18n/untranslated-files.json', import.meta.url), 'utf8'));
const textInScreens = {
  files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'libs/{ui,portal-kit,forms,data-views,auth}/src/**/*.tsx'],
  ignores: ['**/*.spec.tsx', '**/harness.tsx', '**/testing/**', '**/fakes/**', '**/describePortalScreens.tsx', ...UNTRANSLATED],
  plugins: { lingui },
  rules: {
    // The Lingui rule lets text through in a native element's title (a tooltip people read).
    'no-restricted-syntax': [
      'error',
      {
        selector: "JSXAttribute[name.name=/^(title|aria-description|aria-roledescription|aria-valuetext)$/] > Literal[value=/[A-Za-z]/]",
        message: 'Text people read comes from the message catalogues: wrap it in t() (docs/i18n.md).',
      },
    ],
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // one word that does not start with a capital: a key, a class name, a value
          '^(?![A-Z])\\S+$',
          // CONSTANTS, and anything without a letter (symbols, numbers, separators)
          '^[A-Z0-9_-]+$',
          // ISO times (a date and 'T00:00:00Z')
          '^T\\d{2}:',
          '^[^A-Za-z]*$',
          // addresses and paths
          '^(https?:|mailto:|tel:|/|#|\\./|\\?)',
          // CSS: media queries, declarations, BEM class lists
          '^\\(|^[a-z-]+:',
          '^[a-z0-9 _-]*(--|__)[a-z0-9 _-]*$',
          // names that are the same in every language: the programmes, sign-in providers, social networks
          '^(StepUp Scholars|Dynamerge|Google|GitHub|Microsoft|Apple|Facebook|Stripe|Threads|Instagram|LinkedIn)$',
        ],
        ignoreNames: [
          { regex: { pattern: '(className|Class|Id|Ids|Key|Path|Url|Href|To|Name|Type|Mode|Variant|Kind|Tone|Status|Role|Format)$' } },
          { regex: { pattern: '^(aria-(controls|describedby|labelledby|live|current|haspopup|sort|autocomplete|owns|relevant)|data-.*)$' } },
          { regex: { pattern: '^[A-Z0-9_]+$' } },
          'message', 'values', 'rootMargin', 'threshold',
          'to', 'href', 'type', 'id', 'key', 'role', 'name', 'htmlFor', 'autoComplete', 'inputMode', 'rel', 'target', 'method',
          'variant', 'tone', 'kind', 'status', 'path', 'pattern', 'src', 'srcSet', 'width', 'height', 'lang', 'hrefLang',
          'accept', 'encType', 'form', 'step', 'min', 'max', 'dir', 'loading', 'decoding', 'sizes', 'fetchPriority', 'as',
          'crossOrigin', 'portal', 'project', 'permission', 'scope', 'display', 'wrap', 'spellCheck', 'enterKeyHint',
          'autoCapitalize', 'capture', 'download', 'sandbox', 'allow', 'referrerPolicy', 'slot', 'prefix', 'field', 'sort',
          'order', 'action', 'code', 'currency', 'locale', 'timeZone', 'dateStyle', 'timeStyle', 'style', 'unit', 'event',
          'category', 'interval', 'frequency', 'state', 'tab', 'view', 'filter', 'align', 'placement', 'size', 'side', 'icon',
          'background', 'color', 'fill', 'stroke', 'd', 'viewBox', 'xmlns', 'transform', 'points', 'cx', 'cy', 'r', 'x', 'y',
          'x1', 'x2', 'y1', 'y2', 'rx', 'ry', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'fillRule', 'clipRule', 'opacity',
          'offset', 'stopColor', 'gradientUnits', 'preserveAspectRatio', 'focusable', 'layout', 'mode',
        ],
        ignoreFunctions: [
          'console.*', 'Error', 'DataError', 'TypeError', 't', 'msg', 'tr', 'navigate', 'fetch', 'import', 'require',
          'URL', 'URLSearchParams', 'Intl.*', '*.format', 'Symbol.for', 'matchRoute', 'useParams', 'useSearchParams',
          '*.startsWith', '*.endsWith', '*.includes', '*.indexOf', '*.split', '*.replace', '*.replaceAll', '*.match',
          '*.getElementById', '*.querySelector', '*.querySelectorAll', '*.closest', '*.addEventListener',
          '*.removeEventListener', '*.setAttribute', '*.getAttribute', '*.removeAttribute', '*.get', '*.set', '*.has',
          '*.delete', '*.append', '*.getAll', '*.request', '*.stream', '*.upload', '*.dispatchEvent', 'CustomEvent',
          'Event', 'new RegExp', 'RegExp', '*.padStart', '*.toLocaleString', '*.localeCompare', '*.join', 'cssVar',
          'document.*', 'window.*', '*.toString', 'createContext', '*.scrollIntoView', 'requestAnimationFrame', 'setTimeout',
          'lazy', 'icon', 'useId', 'useState', 'useRef', 'JSON.*', 'Number', 'String', 'Date', 'parseInstant',
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', 'tmp/**', '**/node_modules/**', '.nx/**', 'e2e/output/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Who may import whom, by the tags in each project.json: `type:` says what a project is (a lib, a
    // portal, the host, the service), `runs:` where its code runs. Portals never import each other,
    // the host or the service; the service and the site server never import browser code; a lib that
    // runs anywhere imports only libs that do too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The demo accounts are data at the workspace root that the seed and the sign-in screen share.
          allow: ['demo-accounts\\.json$'],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:lib', 'type:build', 'type:service'] },
            { sourceTag: 'type:build', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'runs:anywhere', onlyDependOnLibsWithTags: ['runs:anywhere'] },
            { sourceTag: 'runs:browser', onlyDependOnLibsWithTags: ['runs:anywhere', 'runs:browser', 'type:build'] },
            { sourceTag: 'runs:node', onlyDependOnLibsWithTags: ['runs:anywhere', 'runs:node', 'type:build'] },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks and end-to-end tests start the service and the site server from their sources.
    files: ['tools/bench/**', 'e2e/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.{js,mjs}', 'e2e/**/*.ts', '**/vite.config.ts', '**/vitest.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  textInScreens,
);
