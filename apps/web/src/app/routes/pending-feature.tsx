/** Stands in for cart, checkout and account screens until their features are built. */
export function PendingFeatureRoute() {
  return null;
}
