/**
 * Marks an element as handled by a storefront core, so tests and styles can tell that it ran:
 * `markReady( document.documentElement, 'shop-consent' )` gives `<html data-shop-consent="ready">`.
 *
 * @param root Element to mark, usually `document.documentElement`.
 * @param name The plugin's slug; the attribute is `data-<name>`.
 */
export function markReady( root: Element, name: string ): void {
	root.setAttribute( `data-${ name }`, 'ready' );
}
