// The storefront's one build-time setting; read by hand so zod stays out of the shoppers' bundle.
const configured = (import.meta.env.VITE_API_URL as string | undefined)?.trim();

export const env = {
  /** Base URL of the shop API; the dev server and the API itself both serve it at /api. */
  API_URL: (configured || '/api').replace(/\/+$/, ''),
};
