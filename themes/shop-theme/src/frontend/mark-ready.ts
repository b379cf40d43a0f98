/**
 * Marks an element as handled by the theme's storefront core, so tests and styles can tell that it ran:
 * `<html data-shop-theme="ready">`.
 *
 * @param root Element to mark, usually `document.documentElement`.
 */
export function markReady( root: HTMLElement ): void {
	root.dataset.shopTheme = 'ready';
}
