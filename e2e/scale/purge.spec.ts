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
import { cacheOf } from './support';

test.use( { storageState: shopperState } );

const fixture = ( name: string ) => path.join( __dirname, 'fixtures', name );

test( 'shop_bundle_purge from PHP bans the cached pages under its prefixes, and only those', async ( {
	request,
} ) => {
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
