/**
 * Installing the site into a running stack: WordPress, WooCommerce, our extensions, then the demo content.
 * Every step is its own PHP process; see the notes in each script for why they must not share one.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, DOCROOT, SITE_TITLE } from './config.mjs';
import { visitDashboard } from './admin-request.mjs';
import { activateExtensions } from './extensions.mjs';
import { runStackScript } from './php-runner.mjs';

/** WordPress's own switch: while it exists (at most ten minutes) every page view gets a 503. */
const MAINTENANCE = '.maintenance';

/**
 * @typedef {import('./reporter.mjs').Reporter} Reporter
 * @typedef {import('./woocommerce-source.mjs').WooCommerceSource} WooCommerceSource
 */

/**
 * @param {{ wooCommerce: WooCommerceSource|null, report: Reporter, docroots?: string[] }} options docroots: every
 *                                                                                                 copy of WordPress that serves the site (the scale stack's nodes); the docroot by default.
 * @return {Promise<{ wooCommerceActive: boolean, theme: string, active: string[] }>} Whether WooCommerce could be
 *         activated, the active theme and which of our plugins are active.
 */
export async function installSite( {
	wooCommerce,
	report,
	docroots = [ DOCROOT ],
} ) {
	// Page views (anyone's tests, a browser tab left open) would otherwise see a half-built site, or race a step:
	// a page that started before the theme switch and finished after it logs notices. Scripts are let through.
	const switches = docroots.map( ( docroot ) =>
		path.join( docroot, MAINTENANCE )
	);
	for ( const file of switches ) {
		fs.writeFileSync(
			file,
			'<?php $upgrading = time(); // Written by tools/stack during set-up.\n'
		);
	}
	const liftMaintenance = () => {
		for ( const file of switches ) {
			fs.rmSync( file, { force: true } );
		}
	};
	try {
		return await installSteps( { wooCommerce, report, liftMaintenance } );
	} finally {
		liftMaintenance();
	}
}

/**
 * @param {{ wooCommerce: WooCommerceSource|null, report: Reporter, liftMaintenance: () => void }} options
 * @return {Promise<{ wooCommerceActive: boolean, theme: string, active: string[] }>} As installSite().
 */
async function installSteps( { wooCommerce, report, liftMaintenance } ) {
	await report.step( 'WordPress installed', () =>
		runStackScript(
			'install.php',
			{ SHOP_WP_INSTALLING: '1' },
			{ args: [ SITE_TITLE, ADMIN.user, ADMIN.password, ADMIN.email ] }
		)
	);

	let wooCommerceActive = false;
	if ( wooCommerce ) {
		const result = await report.step(
			`WooCommerce ${ wooCommerce.version } activated and installed`,
			() =>
				runStackScript(
					'activate-woocommerce.php',
					{},
					{ allowFailure: true }
				)
		);
		wooCommerceActive = result.code === 0;
		if ( ! wooCommerceActive ) {
			report.info(
				`  ! ${ ( result.stderr || result.stdout ).trim().split( '\n' ).pop() } — continuing without WooCommerce`
			);
		}
	}

	const extensions = await report.step( 'theme and plugins activated', () =>
		activateExtensions( report.note )
	);

	await report.step( 'content seeded', () =>
		runStackScript( 'seed-content.php' )
	);
	if ( wooCommerceActive ) {
		const seeded = await report.step( 'shop seeded', () =>
			runStackScript( 'seed-shop.php' )
		);
		report.note( `    ${ seeded.stdout.trim() }` );
		liftMaintenance();
		const status = await report.step( 'first admin request made', () =>
			visitDashboard()
		);
		if ( status !== 200 ) {
			report.info( `  ! /wp-admin/ answered HTTP ${ status }` );
		}
	}
	return { wooCommerceActive, ...extensions };
}
