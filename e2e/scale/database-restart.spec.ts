/**
 * MariaDB restarted under the running shop: while it is away the cache still answers the pages it keeps and a node
 * answers the rest with WordPress's "Error establishing a database connection" page (HTTP 500, never cached); once it
 * is back the site answers again by itself, with no PHP notice after.
 *
 * What the outage logs is expected and allowed during it only: each request a node could not connect for writes
 * mysqli's "PHP Warning: mysqli_real_connect(): (HY000/2002)" (the socket is gone) to wp-debug.log. Nothing is
 * allowed once the database answers again.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { watchPhpLogs } from '../support/php-log-watch';
import { startPart, stopPart } from '../support/scale';
import { miniCart } from '../storefront/support/cart-views';
import { cacheOf, PASS, purge } from './support';

const OUTAGE_LOG =
	/PHP Warning: {1,2}mysqli_real_connect\(\): \(HY000\/2002\): No such file or directory/;

test.use( { storageState: shopperState, expectedPhpLog: [ OUTAGE_LOG ] } );

test( 'with MariaDB restarted the shop answers again by itself, and the cache served its pages meanwhile', async ( {
	page,
	request,
} ) => {
	await purge( request, '/' );
	await request.get( '/' );
	stopPart( 'mariadb' );
	try {
		const cached = await request.get( '/' );
		expect( cached.status() ).toBe( 200 );
		expect( cacheOf( cached ) ).toBe( 'HIT' );
		const passed = await request.get( '/', { headers: PASS } );
		expect( passed.status() ).toBe( 500 );
		expect( cacheOf( passed ) ).toBe( 'PASS' );
		expect( await passed.text() ).toContain(
			'<h1>Error establishing a database connection</h1>'
		);
	} finally {
		startPart( 'mariadb' );
	}
	// By itself: no node restarted, nothing emptied; each of the next answers comes from the database again.
	await expect
		.poll(
			async () =>
				( await request.get( '/', { headers: PASS } ) ).status(),
			{ timeout: 30_000, intervals: [ 500 ] }
		)
		.toBe( 200 );

	const after = watchPhpLogs();
	for ( let i = 0; i < 2; i++ ) {
		expect(
			( await request.get( '/shop/', { headers: PASS } ) ).status()
		).toBe( 200 );
	}
	await page.goto( '/shop/' );
	await expect( miniCart( page ).button ).toBeVisible();
	expect( after.problems() ).toEqual( [] );
} );
