/**
 * The panels and dialogs a shopper opens over a page, opened as a shopper opens them (a click on what is drawn) for
 * `npm run screenshots`. Each waits until what it opened is visible; storefront.mjs gives each its page.
 */

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Clicks a control and waits for what it opens.
 *
 * @param {import('@playwright/test').Locator} control
 * @param {import('@playwright/test').Locator} opened
 */
async function openWith( control, opened ) {
	await control.click();
	await opened.waitFor( { state: 'visible' } );
	// A panel that slides in is shot where it comes to rest.
	await opened.evaluate( ( element ) =>
		Promise.all(
			element
				.getAnimations( { subtree: true } )
				.map( ( animation ) => animation.finished )
		)
	);
}

export const OVERLAYS = {
	quickView: {
		name: 'quick-view',
		title: 'Quick view (from a shop card)',
		/** @param {Page} page */
		open: ( page ) =>
			openWith(
				page.getByRole( 'button', { name: 'Quick view' } ).first(),
				page.getByRole( 'dialog' )
			),
	},
	filterPanel: {
		name: 'filter-panel',
		title: 'Filter panel on a phone',
		devices: [ 'phone' ],
		/** @param {Page} page */
		open: ( page ) =>
			openWith(
				page
					.locator(
						'.shop-theme-filter-overlay-slot form.shop-filter'
					)
					.getByRole( 'button', { name: 'Filter products' } ),
				page.getByRole( 'dialog', { name: 'Filter products' } )
			),
	},
	sideBar: {
		name: 'side-bar',
		title: 'Side bar (the header’s menu) on a phone',
		devices: [ 'phone' ],
		/** @param {Page} page */
		open: ( page ) =>
			openWith(
				page.getByRole( 'button', { name: 'Menu', exact: true } ),
				page.getByRole( 'complementary', { name: 'Side bar' } )
			),
	},
	miniCart: {
		name: 'mini-cart',
		title: 'Mini-cart drawer (one item)',
		/** @param {Page} page */
		open: ( page ) =>
			openWith(
				page
					.locator( '.shop-theme-header-tools' )
					.getByRole( 'button', { name: /cart/i } ),
				page.getByRole( 'dialog' )
			),
	},
};
