/**
 * .stack/stack.json: what the installed stack is (URL, versions, admin), for people, the test runner and the next
 * start, which compares it with what is asked for to decide whether to reinstall.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { ADMIN, DOCROOT, PORT, SITE_URL, STACK_JSON } from './config.mjs';
import { run } from './run-command.mjs';
import { wordpressVersion } from './wordpress-source.mjs';

/**
 * @typedef {Object} StackFacts
 * @property {string}                                 url                Site URL, e.g. http://127.0.0.1:8888.
 * @property {string}                                 suite              Debian suite WordPress came from.
 * @property {string|null}                            wordpress          WordPress version.
 * @property {string|null}                            woocommerce        WooCommerce version, null when the stack runs without it.
 * @property {string}                                 php                PHP version.
 * @property {number}                                 port               HTTP port.
 * @property {{ user: string, password: string }}     admin              Administrator login.
 * @property {string|null}                            [woocommerceDir]   Where the WooCommerce symlink points.
 * @property {string|null}                            [wooCommerceFound] The WooCommerce version offered at install time (even if it failed to activate).
 * @property {string}                                 [theme]            Active theme after the last start.
 * @property {string[]}                               [plugins]          Our plugins active after the last start.
 * @property {string}                                 [docroot]          Where PHP scripts run (node A's copy on the scale stack).
 * @property {import('./scale/facts.mjs').ScaleFacts} [scale]            The scale stack's parts (front, nodes, Redis, cron, logs).
 */

/**
 * @return {StackFacts|null} The recorded facts, null before the first successful start.
 */
export function readStackFacts() {
	try {
		return JSON.parse( fs.readFileSync( STACK_JSON, 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * @param {{ suite: string, woocommerce: { version: string, dir: string } | null, wooCommerceFound: string|null, theme?: string, plugins?: string[], scale?: import('./scale/facts.mjs').ScaleFacts }} installed
 * @return {Promise<StackFacts>} The facts as written.
 */
export async function writeStackFacts( {
	suite,
	woocommerce,
	wooCommerceFound,
	theme,
	plugins,
	scale,
} ) {
	const { stdout } = await run( 'php', [ '-r', 'echo PHP_VERSION;' ] );
	/** @type {StackFacts} */
	const facts = {
		url: SITE_URL,
		suite,
		wordpress: wordpressVersion( DOCROOT ),
		woocommerce: woocommerce?.version ?? null,
		php: stdout.trim(),
		port: PORT,
		admin: { user: ADMIN.user, password: ADMIN.password },
		woocommerceDir: woocommerce?.dir ?? null,
		wooCommerceFound,
		theme,
		plugins,
		docroot: DOCROOT,
		...( scale ? { scale } : {} ),
	};
	fs.writeFileSync(
		STACK_JSON,
		`${ JSON.stringify( facts, null, '\t' ) }\n`
	);
	return facts;
}

/**
 * @param {StackFacts} facts
 * @return {string} e.g. "WordPress 7.1.3 (Debian forky) · WooCommerce 11.0.1 · PHP 8.2.36"
 */
export function versionLine( facts ) {
	const woo = facts.woocommerce
		? `WooCommerce ${ facts.woocommerce }`
		: 'no WooCommerce';
	return `WordPress ${ facts.wordpress } (Debian ${ facts.suite }) · ${ woo } · PHP ${ facts.php }`;
}
