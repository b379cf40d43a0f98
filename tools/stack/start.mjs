/**
 * `start`: from nothing (or from a stopped stack) to a running, installed, seeded shop. Idempotent: a running
 * stack is reported, a stopped one keeps its data, and a changed suite or WooCommerce version reinstalls.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	ADMIN,
	DB_PORT,
	DOCROOT,
	PORT,
	SCALE,
	SITE_URL,
	WP_SUITE,
} from './config.mjs';
import { ensureDependenciesAndBuild } from './ensure-deps.mjs';
import { installMuPlugins, linkExtensions } from './extensions.mjs';
import { startNginx } from './nginx.mjs';
import { startPhpFpm } from './php-fpm.mjs';
import { assertPortsFree } from './readiness.mjs';
import { createReporter, formatSeconds } from './reporter.mjs';
import { startScaleStack } from './scale/start.mjs';
import { versionLine } from './stack-facts.mjs';
import {
	installedState,
	installOrCheckSite,
	prepareStateFolder,
	recordFacts,
	startDatabase,
} from './start-steps.mjs';
import { ensureSystemPackages } from './system-packages.mjs';
import {
	findWooCommerce,
	missingWooCommerceMessage,
} from './woocommerce-source.mjs';
import {
	copyWordPressToDocroot,
	ensureWordPressTree,
	wordpressVersion,
} from './wordpress-source.mjs';
import { writeWpConfig } from './wp-config.mjs';

/**
 * With SHOP_SCALE=1 (config.mjs SCALE) it starts the scale stack instead (tools/stack/scale/start.mjs).
 *
 * @param {{ quiet?: boolean }} [options] quiet: only warnings and the WooCommerce notice are printed.
 * @return {Promise<import('./stack-facts.mjs').StackFacts>} What is running, as written to .stack/stack.json.
 */
export async function startStack( { quiet = false } = {} ) {
	if ( SCALE ) {
		return startScaleStack( { quiet } );
	}
	const report = createReporter( { quiet } );
	await ensureDependenciesAndBuild( { quiet } );
	await ensureSystemPackages( report.note );
	const wooCommerce = await findWooCommerce();
	if ( ! wooCommerce ) {
		report.info( missingWooCommerceMessage() );
	}

	const { previous, reinstall, running } =
		await installedState( wooCommerce );
	if ( running && previous ) {
		report.note(
			`The stack is already running at ${ SITE_URL } (${ versionLine( previous ) }).`
		);
		return previous;
	}
	const began = performance.now();
	await prepareStateFolder( reinstall, report );
	await assertPortsFree( [ PORT, DB_PORT ] );

	const wooNote = wooCommerce
		? `, WooCommerce ${ wooCommerce.version } from ${ wooCommerce.origin }: ${ wooCommerce.dir }`
		: '';
	report.note(
		`Starting the shop stack (WordPress from Debian ${ WP_SUITE }${ wooNote })…`
	);
	if (
		! fs.existsSync( path.join( DOCROOT, 'wp-includes', 'version.php' ) )
	) {
		const tree = await report.step(
			`WordPress from Debian ${ WP_SUITE } ready in the cache`,
			() => ensureWordPressTree( WP_SUITE, report.info )
		);
		await report.step(
			`WordPress ${ wordpressVersion( tree ) } copied to the docroot`,
			() => copyWordPressToDocroot( tree )
		);
	}
	writeWpConfig();
	linkExtensions( wooCommerce?.dir ?? null );
	installMuPlugins();

	await report.step( 'MariaDB running', startDatabase );
	await report.step( 'php-fpm and nginx running', () =>
		Promise.all( [ startPhpFpm(), startNginx() ] )
	);
	const installed = await installOrCheckSite( {
		previous,
		wooCommerce,
		report,
	} );

	const facts = await recordFacts( installed, wooCommerce );
	report.note(
		`\nShop stack running at ${ SITE_URL }/  (admin: ${ SITE_URL }/wp-admin/ as ${ ADMIN.user } / ${ ADMIN.password })`
	);
	report.note( versionLine( facts ) );
	report.note( `Ready in ${ formatSeconds( performance.now() - began ) }.` );
	return facts;
}
