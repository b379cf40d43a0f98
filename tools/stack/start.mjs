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
	LOG_DIR,
	MAIL_DIR,
	MYSQL_DIR,
	PORT,
	RUN_DIR,
	SITE_URL,
	TMP_DIR,
	WP_SUITE,
} from './config.mjs';
import { ensureDependenciesAndBuild } from './ensure-deps.mjs';
import {
	activateExtensions,
	installMuPlugins,
	linkExtensions,
} from './extensions.mjs';
import {
	ensureDatabases,
	initialiseDataDirectory,
	isSiteInstalled,
	startMariaDb,
} from './mariadb.mjs';
import { startNginx } from './nginx.mjs';
import { startPhpFpm } from './php-fpm.mjs';
import { answers } from './readiness.mjs';
import { createReporter, formatSeconds } from './reporter.mjs';
import { isRunning } from './running.mjs';
import { installSite } from './site-install.mjs';
import {
	readStackFacts,
	versionLine,
	writeStackFacts,
} from './stack-facts.mjs';
import { StackError } from './stack-error.mjs';
import { removeState, stopStack } from './stop.mjs';
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
 * @param {{ quiet?: boolean }} [options] quiet: only warnings and the WooCommerce notice are printed.
 * @return {Promise<import('./stack-facts.mjs').StackFacts>} What is running, as written to .stack/stack.json.
 */
export async function startStack( { quiet = false } = {} ) {
	const report = createReporter( { quiet } );
	await ensureDependenciesAndBuild( { quiet } );
	await ensureSystemPackages( report.note );
	const wooCommerce = await findWooCommerce();
	if ( ! wooCommerce ) {
		report.info( missingWooCommerceMessage() );
	}

	const previous = readStackFacts();
	const reinstall = reinstallReason( previous, wooCommerce?.version ?? null );
	if ( ! reinstall && previous && ( await isRunning() ) ) {
		report.note(
			`The stack is already running at ${ SITE_URL } (${ versionLine( previous ) }).`
		);
		return previous;
	}
	const began = performance.now();
	await stopStack( { quiet: true } );
	if ( reinstall ) {
		report.info( `${ reinstall }: reinstalling.` );
		removeState( { keepLogs: true } );
	}
	for ( const dir of [ LOG_DIR, RUN_DIR, MAIL_DIR, TMP_DIR ] ) {
		fs.mkdirSync( dir, { recursive: true } );
	}
	await assertPortsFree();

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

	await report.step( 'MariaDB running', async () => {
		await initialiseDataDirectory();
		await startMariaDb();
		await ensureDatabases();
	} );
	await report.step( 'php-fpm and nginx running', () =>
		Promise.all( [ startPhpFpm(), startNginx() ] )
	);

	let installed;
	if ( await isSiteInstalled() ) {
		const extensions = await report.step( 'theme and plugins checked', () =>
			activateExtensions( report.note )
		);
		installed = {
			wooCommerceActive: Boolean( previous?.woocommerce ),
			...extensions,
		};
	} else {
		installed = await installSite( { wooCommerce, report } );
	}

	const facts = await writeStackFacts( {
		suite: WP_SUITE,
		woocommerce: installed.wooCommerceActive ? wooCommerce : null,
		wooCommerceFound: wooCommerce?.version ?? null,
		theme: installed.theme,
		plugins: installed.active,
	} );
	report.note(
		`\nShop stack running at ${ SITE_URL }/  (admin: ${ SITE_URL }/wp-admin/ as ${ ADMIN.user } / ${ ADMIN.password })`
	);
	report.note( versionLine( facts ) );
	report.note( `Ready in ${ formatSeconds( performance.now() - began ) }.` );
	return facts;
}

/**
 * @param {import('./stack-facts.mjs').StackFacts|null} previous
 * @param {string|null}                                 wooCommerceVersion The version found now.
 * @return {string|null} Why the installation cannot be reused, or null if it can.
 */
function reinstallReason( previous, wooCommerceVersion ) {
	if ( ! previous ) {
		const leftovers =
			fs.existsSync( DOCROOT ) || fs.existsSync( MYSQL_DIR );
		return leftovers
			? 'An unfinished installation was found (no .stack/stack.json)'
			: null;
	}
	if ( previous.suite !== WP_SUITE ) {
		return `WordPress suite changed from ${ previous.suite } to ${ WP_SUITE }`;
	}
	// Compared with what was found at install time, so a WooCommerce that failed to activate is not retried forever.
	const before =
		previous.wooCommerceFound === undefined
			? previous.woocommerce
			: previous.wooCommerceFound;
	if ( before !== wooCommerceVersion ) {
		return `WooCommerce changed from ${ before ?? 'none' } to ${ wooCommerceVersion ?? 'none' }`;
	}
	return null;
}

async function assertPortsFree() {
	for ( const port of [ PORT, DB_PORT ] ) {
		if ( await answers( { host: '127.0.0.1', port } ) ) {
			throw new StackError(
				`port ${ port } on 127.0.0.1 is taken by another program; choose another with SHOP_PORT`
			);
		}
	}
}
