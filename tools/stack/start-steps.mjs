/**
 * The steps both starts share: the single stack's (start.mjs) and the scale stack's (scale/start.mjs).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { LOG_DIR, MAIL_DIR, RUN_DIR, TMP_DIR, WP_SUITE } from './config.mjs';
import { activateExtensions } from './extensions.mjs';
import {
	ensureDatabases,
	initialiseDataDirectory,
	isSiteInstalled,
	startMariaDb,
} from './mariadb.mjs';
import { reinstallReason } from './reinstall.mjs';
import { isRunning } from './running.mjs';
import { installSite } from './site-install.mjs';
import { readStackFacts, writeStackFacts } from './stack-facts.mjs';
import { removeState, stopStack } from './stop.mjs';

/**
 * @typedef {import('./reporter.mjs').Reporter} Reporter
 * @typedef {import('./woocommerce-source.mjs').WooCommerceSource} WooCommerceSource
 * @typedef {import('./stack-facts.mjs').StackFacts} StackFacts
 * @typedef {{ wooCommerceActive: boolean, theme: string, active: string[] }} Installed
 */

/**
 * @param {WooCommerceSource|null} wooCommerce What was found now.
 * @return {Promise<{ previous: StackFacts|null, reinstall: string|null, running: boolean }>} The recorded facts,
 *         why they cannot be reused (or null), and whether that installation runs and answers as it is.
 */
export async function installedState( wooCommerce ) {
	const previous = readStackFacts();
	const reinstall = reinstallReason( previous, wooCommerce?.version ?? null );
	return {
		previous,
		reinstall,
		running: ! reinstall && previous !== null && ( await isRunning() ),
	};
}

/**
 * Stops whatever runs, deletes the installation when it cannot be reused, and makes the state folders.
 *
 * @param {string|null} reinstall Why the installation cannot be reused.
 * @param {Reporter}    report
 */
export async function prepareStateFolder( reinstall, report ) {
	await stopStack( { quiet: true } );
	if ( reinstall ) {
		report.info( `${ reinstall }: reinstalling.` );
		removeState( { keepLogs: true } );
	}
	for ( const dir of [ LOG_DIR, RUN_DIR, MAIL_DIR, TMP_DIR ] ) {
		fs.mkdirSync( dir, { recursive: true } );
	}
}

/** @return {Promise<void>} MariaDB initialised (first time), running, with both databases. */
export async function startDatabase() {
	await initialiseDataDirectory();
	await startMariaDb();
	await ensureDatabases();
}

/**
 * Installs the site on a new database, or checks the theme and plugins of an installed one.
 *
 * @param {{ previous: StackFacts|null, wooCommerce: WooCommerceSource|null, report: Reporter, docroots?: string[] }} options
 * @return {Promise<Installed>} Whether WooCommerce is active, the theme and our active plugins.
 */
export async function installOrCheckSite( {
	previous,
	wooCommerce,
	report,
	docroots,
} ) {
	if ( ! ( await isSiteInstalled() ) ) {
		return installSite( { wooCommerce, report, docroots } );
	}
	const extensions = await report.step( 'theme and plugins checked', () =>
		activateExtensions( report.note )
	);
	return {
		wooCommerceActive: Boolean( previous?.woocommerce ),
		...extensions,
	};
}

/**
 * @param {Installed}                              installed
 * @param {WooCommerceSource|null}                 wooCommerce
 * @param {import('./scale/facts.mjs').ScaleFacts} [scale]     The scale stack's parts.
 * @return {Promise<StackFacts>} The facts as written to stack.json.
 */
export function recordFacts( installed, wooCommerce, scale ) {
	return writeStackFacts( {
		suite: WP_SUITE,
		woocommerce: installed.wooCommerceActive ? wooCommerce : null,
		wooCommerceFound: wooCommerce?.version ?? null,
		theme: installed.theme,
		plugins: installed.active,
		scale,
	} );
}
