/**
 * The replaced plugin on the same page (issue 10: "the whole page's JS measured and compared with the replaced
 * plugin's"): GDPR Cookie Compliance by Moove, run in place of shop-consent for the length of the measurement.
 *
 * It is fetched code and never committed: bring a release into the download cache once, e.g. with the search
 * tool's `fetch github:WordPressBugBounty/plugins-gdpr-cookie-compliance` and
 * `git --git-dir=<repo> archive HEAD gdpr-cookie-compliance | tar -x -C <cache>/shop-bundle/gdpr-cookie-compliance-<version>/`
 * (the plugin folder keeps its own name inside the versioned one: WordPress builds asset URLs from the real folder
 * name, and the REST plugins route takes no dots). Without it the comparison says so and is skipped.
 *
 * Whatever happens, shop-consent is reactivated, the replaced plugin deactivated and unlinked, and options it
 * created are deleted (the `finally` blocks).
 */
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

import { CACHE_DIR, DOCROOT, runPhp } from '../stack/index.mjs';
import { adminRest } from './admin-rest.mjs';
import { measureVisit } from './visit.mjs';

const SLUG = 'gdpr-cookie-compliance';
const OURS = 'shop-consent/shop-consent';
const OPTIONS_SCRIPT = path.join(
	path.dirname( new URL( import.meta.url ).pathname ),
	'php',
	'replaced-plugin-options.php'
);

/** @return {string | null} The newest cached copy. */
function cachedCopy() {
	if ( ! existsSync( CACHE_DIR ) ) {
		return null;
	}
	const copies = readdirSync( CACHE_DIR )
		.filter( ( name ) => name.startsWith( `${ SLUG }-` ) )
		.sort( ( a, b ) => a.localeCompare( b, undefined, { numeric: true } ) );
	return copies.length ? path.join( CACHE_DIR, copies.at( -1 ), SLUG ) : null;
}

async function optionNames() {
	const { stdout } = await runPhp( OPTIONS_SCRIPT, {}, { args: [ 'list' ] } );
	return JSON.parse( stdout.trim().split( '\n' ).at( -1 ) || '[]' );
}

/**
 * Measures the front page with the replaced plugin instead of ours: first visit and returning visitor.
 *
 * @param {import('@playwright/test').Browser}                      browser
 * @param {{url: string, admin?: {user: string, password: string}}} facts
 */
export async function replacedPluginVisits( browser, facts ) {
	const source = cachedCopy();
	if ( ! source ) {
		return {
			error: `no copy of ${ SLUG } in ${ CACHE_DIR } (see tools/bench/replaced-plugin.mjs)`,
		};
	}
	const url = new URL( '/', facts.url ).href;
	const plugin = `${ SLUG }/moove-gdpr`;
	const link = path.join( DOCROOT, 'wp-content', 'plugins', SLUG );
	const keep = await optionNames();
	rmSync( link, { force: true } );
	symlinkSync( source, link );
	const rest = await adminRest(
		facts.url,
		facts.admin ?? { user: 'admin', password: 'password' }
	);
	try {
		await rest.setPluginStatus( OURS, 'inactive' );
		await rest.setPluginStatus( plugin, 'active' );
		const options = {
			ours: new RegExp( `/wp-content/plugins/${ SLUG }/` ),
			oursInlineId: 'moove_gdpr',
		};
		const firstContext = await browser.newContext();
		const first = await measureVisit( firstContext, url, options );
		await firstContext.close();
		// A decided visitor: the replaced plugin's own cookie, as its script writes it after "Accept".
		const returningContext = await browser.newContext();
		await returningContext.addCookies( [
			{
				name: 'moove_gdpr_popup',
				value: encodeURIComponent(
					JSON.stringify( {
						strict: '1',
						thirdparty: '1',
						advanced: '1',
					} )
				),
				url,
			},
		] );
		const returning = await measureVisit( returningContext, url, options );
		await returningContext.close();
		return {
			version: path.basename( path.dirname( source ) ),
			first,
			returning,
		};
	} finally {
		try {
			await rest.setPluginStatus( plugin, 'inactive' ).catch( () => {} );
			await rest.setPluginStatus( OURS, 'active' );
		} finally {
			await rest.dispose();
			rmSync( link, { force: true } );
			await runPhp(
				OPTIONS_SCRIPT,
				{ SHOP_BENCH_KEEP: JSON.stringify( keep ) },
				{ args: [ 'forget' ] }
			);
		}
	}
}
