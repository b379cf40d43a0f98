/**
 * The database fails a read of the cron loop's build of the filter's sets (as MariaDB restarting did to one in a CI
 * run: "Server shutdown in progress"): the build fails with its reason and stores nothing (wpdb answers a failed query
 * with an empty result, which would have been stored as sets without products), the filter answers from the sets
 * before meanwhile, and the cron loop's next run builds them.
 *
 * The build is held inside MariaDB (a SLEEP in its first read, tools/stack/php/mu-plugins/shop-selftest.php) and its
 * read interrupted there (KILL QUERY), so the failure meets it every time. (A restart that cuts the connection is not
 * enough: wpdb reconnects and repeats a query the server "went away" from.)
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { runOnNode, scaleFacts } from '../support/scale';
import { stackDir } from '../support/stack';
import { wc } from '../storefront/support/checkout';
import { PASS, setsSettled } from './support';

const SCRIPT = path.join( __dirname, 'fixtures', 'sets-builds.php' );
const INTERRUPT = path.join(
	__dirname,
	'fixtures',
	'interrupt-held-build.php'
);
const HOLD = path.join( stackDir, 'selftest-hold-sets' );
const HELD = path.join( stackDir, 'selftest-sets-held' );

// What the interruption logs: wpdb's report of the held read.
test.use( {
	storageState: shopperState,
	expectedPhpLog: [
		/WordPress database error Query execution was interrupted/,
	],
} );

interface Build {
	id: number;
	status: string;
	logs: string[];
}

/** The filter's last three background builds, newest first, read on node A as Tools › Scheduled Actions shows them. */
const lastBuilds = () => JSON.parse( runOnNode( 'a', SCRIPT ) ) as Build[];

/**
 * The products the filter answers for Hoodies, read from a node (past the page cache).
 *
 * @param request A request context.
 */
async function hoodies( request: APIRequestContext ): Promise< string[] > {
	const response = await request.get( '/wp-json/shop-filter/v1/results', {
		params: { product_cat: 'hoodies' },
		headers: PASS,
	} );
	expect( response.status() ).toBe( 200 );
	const { products } = ( await response.json() ) as { products: string };
	return [
		...products.matchAll( /woocommerce-loop-product__title">([^<]+)</g ),
	]
		.map( ( [ , name ] ) => name.trim() )
		.sort();
}

test( 'a build of the filter’s sets whose read the database fails fails with its reason, answers keep the sets before, and the next cron run builds them', async ( {
	request,
	requestUtils,
} ) => {
	const { cron } = scaleFacts();
	test.setTimeout( ( 4 * cron.intervalSeconds + 90 ) * 1000 );
	await setsSettled( requestUtils );
	const before = await hoodies( request );
	expect( before ).toEqual( [ 'Hoodie', 'Zip Hoodie' ] );
	const [ cap ] = await wc< { id: number; categories: { id: number }[] }[] >(
		requestUtils,
		'GET',
		'/products',
		{ slug: 'canvas-cap' }
	);
	const [ category ] = await wc< { id: number }[] >(
		requestUtils,
		'GET',
		'/products/categories',
		{ slug: 'hoodies' }
	);

	const since = lastBuilds()[ 0 ]?.id ?? 0;
	fs.rmSync( HELD, { force: true } );
	fs.writeFileSync( HOLD, '' );
	try {
		// The cap joins Hoodies: the index changes at once, its sets at the cron loop's next run, which is held.
		await wc( requestUtils, 'PUT', `/products/${ cap.id }`, {
			categories: [ ...cap.categories, category ].map( ( { id } ) => ( {
				id,
			} ) ),
		} );
		await expect
			.poll( () => fs.existsSync( HELD ), {
				timeout: ( cron.intervalSeconds + 20 ) * 1000,
			} )
			.toBe( true );
		expect( runOnNode( 'a', INTERRUPT ).trim() ).toBe( '1' );

		// Nothing stored: the filter answers from the sets before, the products are there (not an empty shop).
		expect( await hoodies( request ) ).toEqual( before );
		// The build failed, with the database's reason (the loop's next run may have queued its retry by then).
		await expect
			.poll(
				() =>
					lastBuilds()
						.find(
							( { id, status } ) =>
								id > since && status === 'failed'
						)
						?.logs.join( '\n' ) ?? '',
				{ timeout: 30_000 }
			)
			.toContain(
				'The product filter’s sets were not built: the database failed while reading the index'
			);

		// The loop's next run queues the build again and makes it.
		await setsSettled( requestUtils );
		expect( lastBuilds()[ 0 ].status ).toBe( 'complete' );
		expect( await hoodies( request ) ).toEqual( [
			'Canvas Cap',
			...before,
		] );
	} finally {
		fs.rmSync( HOLD, { force: true } );
		fs.rmSync( HELD, { force: true } );
		await wc( requestUtils, 'PUT', `/products/${ cap.id }`, {
			categories: cap.categories.map( ( { id } ) => ( { id } ) ),
		} );
	}
} );
