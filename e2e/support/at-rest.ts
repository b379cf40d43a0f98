/**
 * Waits for a drawn panel to come to rest before it is measured.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Resolves once every animation and transition that moves the element has ended: its own, its children's and its
 * ancestors' (WooCommerce's mini-cart drawer slides in on the drawer, the theme's side bar on the panel). A panel is
 * visible from its first frame: measured then, its boxes lie partly off the screen (seen when the machine was busy).
 *
 * @param element The panel.
 */
export async function atRest( element: Locator ): Promise< void > {
	await element.evaluate( ( node ) =>
		Promise.all(
			document
				.getAnimations()
				.filter( ( animation ) => {
					const target = ( animation.effect as KeyframeEffect | null )
						?.target;
					return (
						target instanceof Node &&
						( target.contains( node ) || node.contains( target ) )
					);
				} )
				.map( ( animation ) => animation.finished )
		)
	);
}
