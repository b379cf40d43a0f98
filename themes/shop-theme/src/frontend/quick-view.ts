/**
 * Quick view opener: the first click on a `[data-shop-quick-view]` button loads the dialog (React, handle
 * shop-theme-quick-view) through the runtime's ui-loader; every click then opens it for the button's product.
 */

/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';

/**
 * Internal dependencies
 */
import type { ShopSettings } from './settings';

/** What the dialog's script sets as `window.shopThemeQuickView`. */
export interface QuickViewUi {
	open: ( productId: number, opener: HTMLElement, storeUrl: string ) => void;
}

/**
 * Wires the buttons of the page.
 *
 * @param doc      The document.
 * @param settings The core's settings.
 */
export function wireQuickView( doc: Document, settings: ShopSettings ): void {
	const loader = createUiLoader< QuickViewUi >(
		doc.defaultView as Window,
		settings.quickView.markup,
		'shopThemeQuickView'
	);
	doc.addEventListener( 'click', ( event ) => {
		const opener = ( event.target as Element ).closest< HTMLElement >(
			'[data-shop-quick-view]'
		);
		if ( opener ) {
			loader
				.load()
				.then( ( ui ) =>
					ui?.open(
						Number( opener.dataset.shopQuickView ),
						opener,
						settings.storeUrl
					)
				);
		}
	} );
}
