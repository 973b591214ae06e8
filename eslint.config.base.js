// Shared type-aware ESLint setup; each package's eslint.config.js extends it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export function baseConfig(tsconfigRootDir, ...extra) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'src/generated/**',
        'coverage/**',
        '**/*.config.*',
        'e2e/screenshots/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        '@typescript-eslint/no-misused-promises': [
          'error',
          { checksVoidReturn: { attributes: false } },
        ],
        // Fastify plugins and handlers are async by convention even when they do not await.
        '@typescript-eslint/require-await': 'off',
      },
    },
    {
      // Tests read untyped JSON responses all the time.
      files: ['test/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
      rules: {
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-non-null-assertion': 'off',
      },
    },
    ...extra,
  );
}
