import { baseConfig } from '../../eslint.config.base.js';

export default baseConfig(import.meta.dirname, { ignores: ['scripts/*.mjs'] });
