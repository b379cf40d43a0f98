/**
 * The "Product filter" block in the editor: it inserts, its canvas shows the form PHP renders, and the sidebar
 * chooses the filters.
 */

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

test.beforeEach( requireWooCommerce );
// The editor's welcome guide links an image on s.w.org, which this machine cannot reach.
test.use( {
	expectedConsoleErrors: [
		{ message: /ERR_NAME_NOT_RESOLVED/, url: 'https://s.w.org/' },
	],
} );

test( 'the block inserts and shows the server-rendered form @woocommerce', async ( {
	admin,
	editor,
} ) => {
	await admin.createNewPost( { postType: 'page' } );
	await editor.insertBlock( { name: 'shop-filter/product-filter' } );

	// With no filters chosen the block shows the default filters (WooCommerce > Shop Filter).
	const form = editor.canvas.locator( 'form.shop-filter' );
	await expect( form ).toBeVisible();
	await expect( form.getByRole( 'group', { name: 'Price' } ) ).toBeVisible();
	await expect( form.getByRole( 'group', { name: 'Rating' } ) ).toBeVisible();
	await expect(
		editor.page.getByText(
			'None chosen: the block shows the default filters'
		)
	).toBeVisible();

	// The sidebar chooses the filters: the canvas follows.
	await editor.page.getByRole( 'checkbox', { name: 'Price' } ).check();
	await expect( form.getByRole( 'group', { name: 'Rating' } ) ).toHaveCount(
		0
	);
	await expect( form.getByRole( 'group', { name: 'Price' } ) ).toBeVisible();
} );
