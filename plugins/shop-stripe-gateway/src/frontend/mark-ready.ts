/**
 * Marks an element as handled by the storefront core, so tests and styles can tell that it ran:
 * `<html data-shop-stripe-gateway="ready">`.
 *
 * @param root Element to mark, usually `document.documentElement`.
 */
export function markReady( root: HTMLElement ): void {
	root.dataset.shopStripeGateway = 'ready';
}
