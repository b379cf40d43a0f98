/**
 * Content changes empty the page cache of what they touch (deploy/mu-plugins/shop-page-cache.php).
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { runOnNode } from '../support/scale';
import { wc } from '../storefront/support/checkout';
import { cacheOf, setsSettled } from './support';

test.use( { storageState: shopperState } );

const fixture = ( name: string ) => path.join( __dirname, 'fixtures', name );

test( 'shop_bundle_purge from PHP bans the cached pages under its prefixes, and only those', async ( {
	request,
	requestUtils,
} ) => {
	// No purge of another spec's product change may fall between the hits and the ban.
	await setsSettled( requestUtils );
	for ( const url of [ '/shop/', '/' ] ) {
		await request.get( url );
		expect( cacheOf( await request.get( url ) ), url ).toBe( 'HIT' );
	}
	runOnNode( 'a', fixture( 'purge.php' ), [ '/shop/' ] );
	expect( cacheOf( await request.get( '/shop/' ) ) ).toBe( 'MISS' );
	expect( cacheOf( await request.get( '/' ) ) ).toBe( 'HIT' );
} );

test( 'a page saved on node B bans the whole site', async ( { request } ) => {
	await request.get( '/' );
	expect( cacheOf( await request.get( '/' ) ) ).toBe( 'HIT' );
	runOnNode( 'b', fixture( 'save-page.php' ) );
	expect( cacheOf( await request.get( '/' ) ) ).toBe( 'MISS' );
} );

test( 'an order, its note and the stock it takes ban the product’s page only', async ( {
	request,
	requestUtils,
} ) => {
	const [ cap ] = await wc<
		{
			id: number;
			permalink: string;
			manage_stock: boolean;
			stock_quantity: number | null;
		}[]
	>( requestUtils, 'GET', '/products', { slug: 'canvas-cap' } );
	await wc( requestUtils, 'PUT', `/products/${ cap.id }`, {
		manage_stock: true,
		stock_quantity: 1000,
	} );
	let order = '';
	try {
		// That save's background build is over before the pages are cached: its purge is not the order's.
		await setsSettled( requestUtils );
		const product = new URL( cap.permalink ).pathname;
		for ( const url of [ '/', '/shop/', product ] ) {
			await request.get( url );
			expect( cacheOf( await request.get( url ) ), url ).toBe( 'HIT' );
		}
		order = runOnNode( 'b', fixture( 'order-placed.php' ), [
			String( cap.id ),
		] ).trim();
		// The product's page shows its stock; the front page and the shop stay cached (the order's note, a comment
		// on the order, banned the whole site before).
		expect( cacheOf( await request.get( product ) ) ).toBe( 'MISS' );
		expect( cacheOf( await request.get( '/' ) ) ).toBe( 'HIT' );
		expect( cacheOf( await request.get( '/shop/' ) ) ).toBe( 'HIT' );
	} finally {
		if ( order ) {
			await wc( requestUtils, 'DELETE', `/orders/${ order }`, {
				force: true,
			} );
		}
		await wc( requestUtils, 'PUT', `/products/${ cap.id }`, {
			manage_stock: cap.manage_stock,
			stock_quantity: cap.stock_quantity,
		} );
	}
} );
