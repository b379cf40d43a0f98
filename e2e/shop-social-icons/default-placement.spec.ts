/**
 * A fresh site's share icons, as a shopper meets them without any setting touched: under Add to cart on a product
 * page and after a post, each icon working (copy link puts the page's address on the clipboard).
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { runWordPressPhp } from '../support/wordpress-php';
import { decideConsent, openProduct } from '../storefront/support/product-page';

const SETTINGS_SCRIPT = path.join( __dirname, 'fresh-icon-settings.php' );

/**
 * Copies the page's address with the share list's Copy link button, as a shopper does, and reads the clipboard.
 *
 * @param page The page.
 */
async function copyLink( page: Page ): Promise< string > {
	const list = page.getByRole( 'list', { name: 'Share this page' } );
	await list.getByRole( 'button', { name: 'Copy link' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Link copied' } )
	).toBeVisible();
	return page.evaluate( () => navigator.clipboard.readText() );
}

test.describe( 'share icons on a fresh site', () => {
	test.use( { storageState: shopperState } );

	let saved = '';

	test.beforeAll( () => {
		saved = runWordPressPhp( SETTINGS_SCRIPT, [ 'fresh' ] );
	} );

	test.afterAll( () => {
		runWordPressPhp( SETTINGS_SCRIPT, [ 'restore', saved ] );
	} );

	test.beforeEach( async ( { context, baseURL } ) => {
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await decideConsent( { context, baseURL } );
	} );

	test( 'a product page shows them under Add to cart, sharing the product @social @woocommerce', async ( {
		page,
		requestUtils,
	} ) => {
		const product = await openProduct( page, requestUtils, 'logo-t-shirt' );

		const list = page.getByRole( 'list', { name: 'Share this page' } );
		await expect( list ).toHaveCount( 1 );
		await expect( list ).toBeVisible();
		const button = page.getByRole( 'button', {
			name: 'Add to cart',
			exact: true,
		} );
		const form = ( await button.boundingBox() )!;
		const icons = ( await list.boundingBox() )!;
		expect( icons.y, 'under the button' ).toBeGreaterThanOrEqual(
			form.y + form.height
		);
		await expect(
			list.getByRole( 'link', { name: 'Share on Facebook' } )
		).toHaveAttribute(
			'href',
			`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent(
				product.permalink
			) }`
		);
		expect( await copyLink( page ) ).toBe( product.permalink );
	} );

	test( 'a post shows them after its text @social', async ( {
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.createPost( {
			title: 'Fresh site post',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content:
				'<!-- wp:paragraph --><p>Last line of the post.</p><!-- /wp:paragraph -->',
		} ) ) as { id: number; link: string };
		try {
			await page.goto( post.link );

			const list = page.getByRole( 'list', { name: 'Share this page' } );
			await expect( list ).toHaveCount( 1 );
			const text = ( await page
				.getByText( 'Last line of the post.' )
				.boundingBox() )!;
			const icons = ( await list.boundingBox() )!;
			expect( icons.y, 'after the text' ).toBeGreaterThan( text.y );
			expect( await copyLink( page ) ).toBe( post.link );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
	} );
} );
