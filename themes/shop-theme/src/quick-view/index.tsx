/**
 * Quick view dialog (handle shop-theme-quick-view): loaded by the storefront core on the first click of a "Quick
 * view" button, it sets `window.shopThemeQuickView` (see src/frontend/quick-view.ts).
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { QuickView } from './quick-view';
import './style.css';

let root: ReturnType< typeof createRoot > | null = null;
let opened = 0;

( window as unknown as Record< string, unknown > ).shopThemeQuickView = {
	open( productId: number, opener: HTMLElement, storeUrl: string ) {
		if ( ! root ) {
			const host = document.createElement( 'div' );
			document.body.append( host );
			root = createRoot( host );
		}
		// A new key per opening: the dialog starts fresh (no choice or message from the last product).
		opened += 1;
		root.render(
			<QuickView
				key={ opened }
				productId={ productId }
				opener={ opener }
				storeUrl={ storeUrl }
			/>
		);
	},
};
